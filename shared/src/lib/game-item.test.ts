import { enchantmentText, gameItemLines, gameName, stackText } from './game-item';

it('writes the game’s keys as players read them', () => {
  expect(gameName('DIAMOND_SWORD')).toBe('Diamond Sword');
  expect(gameName('minecraft:fire_aspect')).toBe('Fire Aspect');
  expect(enchantmentText('sharpness', 5)).toBe('Sharpness V');
  expect(enchantmentText('efficiency', 12)).toBe('Efficiency 12');
  expect(stackText({ material: 'OAK_LOG', amount: 16 })).toBe('16 × Oak Log');
  expect(stackText({ material: 'TOTEM_OF_UNDYING', amount: 1 })).toBe('Totem Of Undying');
});

it('lists the stack, the enchantments on one line, then each stat', () => {
  expect(
    gameItemLines({
      name: 'Frostbite Blade',
      material: 'DIAMOND_SWORD',
      amount: 1,
      enchantments: { sharpness: 5, unbreaking: 3 },
      stats: { attack_damage: 8 },
      rarity: 'Epic',
    }),
  ).toEqual(['Diamond Sword', 'Sharpness V, Unbreaking III', 'Attack Damage: 8']);
  expect(
    gameItemLines({
      name: 'Logs',
      material: 'OAK_LOG',
      amount: 64,
      enchantments: {},
      stats: {},
      rarity: null,
    }),
  ).toEqual(['64 × Oak Log']);
});
