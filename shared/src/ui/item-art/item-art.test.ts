import { itemArtKind } from './item-art-kind';
import { rarityOf } from './item-icon';
import { shade, spriteRects } from './sprite-art';
import { ITEM_ART_KINDS, MATERIALS, SPRITES } from './sprites';

describe('sprites', () => {
  it.each(ITEM_ART_KINDS)('%s is 16×16 and uses only known colours', (kind) => {
    const rows = SPRITES[kind];
    expect(rows).toHaveLength(16);
    const known = new Set(['.', 'm', 'h', 's', ...Object.keys(MATERIALS)]);
    for (const row of rows) {
      expect(row).toHaveLength(16);
      for (const pixel of row) expect(known).toContain(pixel);
    }
  });

  it('merges runs of one colour into one rect', () => {
    expect(spriteRects(['.kkm'], { k: '#000', m: '#fff' })).toEqual([
      { x: 1, y: 0, width: 2, fill: '#000' },
      { x: 3, y: 0, width: 1, fill: '#fff' },
    ]);
  });
});

describe('itemArtKind', () => {
  // Every seeded item and listing gets a sprite that says what it is.
  it.each([
    ['Helm of the Allfather', 'armor', 'helmet'],
    ['Frost Giant Crown', 'armor', 'helmet'],
    ['Fenrir Pelt Hood', 'armor', 'helmet'],
    ['Raven-Feather Mantle', 'armor', 'cloak'],
    ['Rime-Scale Chestplate', 'armor', 'chestplate'],
    ['Shieldmaiden Hauberk', 'armor', 'chestplate'],
    ['Greaves of Hlidskjalf', 'armor', 'leggings'],
    ["Sleipnir's Stride Boots", 'armor', 'boots'],
    ["Ymir's Sabatons", 'armor', 'boots'],
    ['Gleipnir-Bound Bracers', 'armor', 'bracers'],
    ['Mjolnir', 'weapon', 'hammer'],
    ['Runestone Maul', 'weapon', 'hammer'],
    ['Gungnir', 'weapon', 'spear'],
    ["Surtr's Cinderblade", 'weapon', 'sword'],
    ['Frostbite Diamond Sword', null, 'sword'],
    ["Ullr's Longbow", 'weapon', 'bow'],
    ['Draugr Bone Axe', 'weapon', 'axe'],
    ['Enchanted Golden Apple', null, 'apple'],
    ['Totem of Undying', null, 'totem'],
    ["Thor's Wrath", 'ability', 'lightning'],
    ['Fimbulwinter', 'ability', 'snowflake'],
    ["Ravens' Sight", 'ability', 'feather'],
    ['Hearth Blessing', 'ability', 'rune'],
  ])('%s (%s) → %s', (name, category, kind) => {
    expect(itemArtKind(name, category)).toBe(kind);
  });

  it('falls back to the category, then to the neutral gem', () => {
    expect(itemArtKind('Wolfsbane', 'weapon')).toBe('sword');
    expect(itemArtKind('Mystery Crate')).toBe('gem');
  });
});

describe('colours', () => {
  it('reads rarity names case-insensitively; anything else is common', () => {
    expect(rarityOf('Legendary')).toBe('legendary');
    expect(rarityOf('Uncommon')).toBe('common');
    expect(rarityOf(null)).toBe('common');
  });

  it('shades towards white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#000000', 0.5)).toBe('#808080');
  });
});
