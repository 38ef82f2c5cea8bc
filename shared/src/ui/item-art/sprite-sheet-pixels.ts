import type { Rarity } from '../tag';
import { ITEM_ART_KINDS } from './item-art-kind';
import { SHEET_HEIGHT, SHEET_RARITIES, SHEET_WIDTH, SPRITE_SIZE } from './sprite-sheet';
import { MATERIALS, SPRITES } from './sprites';

/*
 * The drawing of the sprite sheet (build time only: draw-item-sprites.mjs writes it as a PNG, and
 * a test checks the PNG still matches).
 */

/** Art colours per rarity: fixed, as paint on a sprite is (the tile behind follows the theme). */
const RARITY_PAINT: Record<Rarity, string> = {
  mythic: '#ff5c8a',
  legendary: '#f5b82e',
  epic: '#a46bff',
  rare: '#4aa3ff',
  common: '#b8c0cc',
};

/** `hex` moved towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour of each pixel letter for one rarity: fixed materials, the rarity's own paint. */
export function spritePalette(rarity: Rarity): Record<string, string> {
  const paint = RARITY_PAINT[rarity];
  return { ...MATERIALS, m: paint, h: shade(paint, 0.45), s: shade(paint, -0.35) };
}

/** The whole sheet as RGBA bytes, row by row; '.' pixels are transparent. */
export function spriteSheetPixels(): Uint8Array {
  const pixels = new Uint8Array(SHEET_WIDTH * SHEET_HEIGHT * 4);
  SHEET_RARITIES.forEach((rarity, row) => {
    const palette = spritePalette(rarity);
    ITEM_ART_KINDS.forEach((kind, column) => {
      SPRITES[kind].forEach((line, y) => {
        [...line].forEach((letter, x) => {
          const colour = palette[letter];
          if (!colour) return;
          const at = ((row * SPRITE_SIZE + y) * SHEET_WIDTH + column * SPRITE_SIZE + x) * 4;
          pixels.set(
            [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)),
            at,
          );
          pixels[at + 3] = 255;
        });
      });
    });
  });
  return pixels;
}
