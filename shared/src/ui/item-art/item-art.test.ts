import { ITEM_ART_KINDS, itemArtKind } from './item-art-kind';
import { rarityOf } from './item-icon';
import { SHEET_RARITIES, sheetCell } from './sprite-sheet';
import { shade, spritePalette, spriteSheetPixels } from './sprite-sheet-pixels';
import { MATERIALS, SPRITES } from './sprites';

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
});

describe('sprite sheet', () => {
  it('gives every kind and rarity a cell of its own', () => {
    const cells = ITEM_ART_KINDS.flatMap((kind) =>
      SHEET_RARITIES.map((rarity) => JSON.stringify(sheetCell(kind, rarity))),
    );
    expect(new Set(cells).size).toBe(ITEM_ART_KINDS.length * SHEET_RARITIES.length);
    expect(sheetCell('helmet', 'common')).toEqual({ column: 0, row: 0 });
    expect(sheetCell('gem', 'mythic')).toEqual({ column: ITEM_ART_KINDS.length - 1, row: 4 });
  });

  it("paints each cell's magic parts in its row's rarity and leaves '.' transparent", () => {
    const pixels = spriteSheetPixels();
    const width = ITEM_ART_KINDS.length * 16;
    const rgba = (x: number, y: number) => [
      ...pixels.slice((y * width + x) * 4, (y * width + x) * 4 + 4),
    ];
    const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    // The first 'm' pixel of the sword, in the mythic row (row 4).
    const sword = ITEM_ART_KINDS.indexOf('sword');
    const y = SPRITES.sword.findIndex((line) => line.includes('m'));
    const x = SPRITES.sword[y]!.indexOf('m');
    expect(rgba(sword * 16 + x, 4 * 16 + y)).toEqual([...hex(spritePalette('mythic').m!), 255]);
    expect(rgba(sword * 16 + x, y)).toEqual([...hex(spritePalette('common').m!), 255]);
    expect(SPRITES.sword[0]![0]).toBe('.');
    expect(rgba(sword * 16, 0)[3]).toBe(0);
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
