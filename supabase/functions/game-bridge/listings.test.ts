import { checkListing } from './listings.ts';

const listing = (fields: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  id: 'auction-7',
  seller_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  item: {
    name: 'Frostbite Blade',
    material: 'minecraft:diamond_sword',
    amount: 1,
    enchantments: { sharpness: 5, unbreaking: 3 },
    stats: { attack_damage: 8, lore: 'Cold to the touch' },
    rarity: 'Epic',
    ...item,
  },
  starting_bid: 50_000,
  duration: 1440,
  ...fields,
});

const reasonOf = (body: unknown) => {
  try {
    checkListing(body);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

it('takes a listing as the plugin sends it: the material as the game names it', () => {
  expect(checkListing(listing())).toEqual({
    ...listing(),
    item: { ...listing().item, material: 'DIAMOND_SWORD' },
  });
  const { enchantments: _e, stats: _s, rarity: _r, ...bare } = listing().item;
  expect(checkListing({ ...listing(), item: bare }).item).toEqual({
    name: 'Frostbite Blade',
    material: 'DIAMOND_SWORD',
    amount: 1,
    enchantments: {},
    stats: {},
    rarity: null,
  });
});

it('refuses durations the site does not run, and prices beyond 5,000 g', () => {
  for (const duration of [0, 30, 61, 20160, '60'])
    expect(reasonOf(listing({ duration }))).toBe(
      'duration must be one of 60, 360, 720, 1440, 2880, 4320, 10080 minutes (1 hour to 7 days)',
    );
  expect(reasonOf(listing({ starting_bid: 50_000_001 }))).toBe(
    'starting_bid must be a whole number of copper from 1 to 50,000,000',
  );
  expect(reasonOf(listing({ starting_bid: 0 }))).toMatch(/^starting_bid must be/);
});

it('refuses an item the site could not show', () => {
  expect(reasonOf(listing({}, { material: 'diamond sword' }))).toBe(
    "item.material must be the game's material, e.g. DIAMOND_SWORD",
  );
  expect(reasonOf(listing({}, { amount: 100 }))).toBe(
    'item.amount must be a whole number from 1 to 99',
  );
  expect(reasonOf(listing({}, { name: 'Blade\u202Egnp' }))).toBe(
    'item.name must not contain bidirectional control characters',
  );
  expect(reasonOf(listing({}, { enchantments: { sharpness: 0 } }))).toBe(
    'item.enchantments.sharpness must be a level from 1 to 255',
  );
  expect(reasonOf(listing({}, { enchantments: ['sharpness'] }))).toBe(
    'item.enchantments must be an object of names and values',
  );
  expect(reasonOf(listing({}, { stats: { speed: { x: 1 } } }))).toBe(
    'item.stats.speed must be a number or a text of up to 64 characters',
  );
  expect(reasonOf(listing({}, { colour: 'red' }))).toBe('unknown field "colour"');
  expect(reasonOf(listing({ seller_uuid: 'Sif' }))).toMatch(/^seller_uuid must be a UUID/);
});
