import type { Rarity } from '../tag';
import { ITEM_ART_KINDS, type ItemArtKind } from './item-art-kind';

/*
 * Every item sprite in one 16-pixel grid: a column per kind of item, a row per rarity. The sheet
 * is a PNG drawn from sprites.ts by `pnpm --filter @norsecraft/shared art:items`; a page decodes
 * it once, off the main thread, however many items it shows.
 */

export const SPRITE_SIZE = 16;
export const SHEET_RARITIES: readonly Rarity[] = ['common', 'rare', 'epic', 'legendary', 'mythic'];
export const SHEET_WIDTH = ITEM_ART_KINDS.length * SPRITE_SIZE;
export const SHEET_HEIGHT = SHEET_RARITIES.length * SPRITE_SIZE;

/** The sprite's cell in the sheet: its column and row. */
export function sheetCell(kind: ItemArtKind, rarity: Rarity): { column: number; row: number } {
  return { column: ITEM_ART_KINDS.indexOf(kind), row: SHEET_RARITIES.indexOf(rarity) };
}
