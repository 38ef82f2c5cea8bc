import type { Item } from '@norsecraft/shared';
import { emptyItemForm, itemFormOf, itemInputOf, validateItemForm } from './item-form';

const valid = {
  ...emptyItemForm(),
  name: ' Gungnir ',
  stats: [
    { name: 'damage', value: '40' },
    { name: 'critical_chance', value: '+8%' },
    { name: '', value: '' },
  ],
};

describe('validateItemForm', () => {
  it('accepts a complete form (an empty stat line is dropped)', () => {
    expect(validateItemForm(valid)).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'Please enter a name.'],
    [{ name: 'x'.repeat(61) }, 'Names can be at most 60 characters.'],
    [{ set: 'x'.repeat(61) }, 'A set name can be at most 60 characters.'],
    [{ description: 'x'.repeat(501) }, 'The description can be at most 500 characters.'],
    [
      { stats: [{ name: 'Fire Damage', value: '3' }] },
      'Stat names are lower-case letters, digits and underscores, starting with a letter (e.g. fire_damage).',
    ],
    [
      {
        stats: [
          { name: 'speed', value: '1' },
          { name: 'speed', value: '2' },
        ],
      },
      'The stat speed is listed twice.',
    ],
    [{ stats: [{ name: 'speed', value: ' ' }] }, 'Give speed a value of at most 20 characters.'],
    [
      { stats: [...Array(13)].map((_, i) => ({ name: `s${i}`, value: '1' })) },
      'An item has at most 12 stats.',
    ],
    [{ abilityCooldown: '30' }, 'Please name the ability.'],
    [
      { abilityName: 'Zap', abilityCooldown: '' },
      'The cooldown is a number of seconds from 0 to 86400.',
    ],
    [
      { abilityName: 'Zap', abilityCooldown: '-1' },
      'The cooldown is a number of seconds from 0 to 86400.',
    ],
    [
      { abilityName: 'Zap', abilityCooldown: 'soon' },
      'The cooldown is a number of seconds from 0 to 86400.',
    ],
  ])('refuses %o with "%s"', (change, message) => {
    expect(validateItemForm({ ...valid, ...change })).toBe(message);
  });
});

describe('itemInputOf', () => {
  it('trims, keeps numbers as numbers and text as text, and leaves out an empty ability', () => {
    expect(itemInputOf(valid)).toEqual({
      name: 'Gungnir',
      category: 'weapon',
      rarity: 'Rare',
      tier: 'A',
      set: null,
      description: '',
      stats: { damage: 40, critical_chance: '+8%' },
      ability: null,
    });
  });

  it('builds the ability with its cooldown in seconds', () => {
    const input = itemInputOf({
      ...valid,
      abilityName: 'Storm Call',
      abilityDescription: 'Lightning.',
      abilityCooldown: '45',
    });
    expect(input.ability).toEqual({ name: 'Storm Call', description: 'Lightning.', cooldown: 45 });
  });
});

it('itemFormOf gives an item back as the form edits it', () => {
  const item = {
    id: 1,
    name: 'Gungnir',
    category: 'weapon',
    rarity: 'Legendary',
    tier: 'S',
    set: "Odin's Regalia",
    description: 'Never misses.',
    stats: { damage: 40 },
    ability: { name: 'Storm Call', description: 'Lightning.', cooldown: 45 },
  } as unknown as Item;
  expect(itemInputOf(itemFormOf(item))).toEqual({
    name: 'Gungnir',
    category: 'weapon',
    rarity: 'Legendary',
    tier: 'S',
    set: "Odin's Regalia",
    description: 'Never misses.',
    stats: { damage: 40 },
    ability: { name: 'Storm Call', description: 'Lightning.', cooldown: 45 },
  });
});
