import { ARMOUR_SPRITES } from './sprites-armour';
import { TRINKET_SPRITES } from './sprites-trinkets';
import { WEAPON_SPRITES } from './sprites-weapons';
import type { ItemArtKind } from './item-art-kind';

/** Fixed materials; the rarity roles (m, h, s) are computed per item. */
export const MATERIALS = {
  k: '#1b1511', // outline
  w: '#9a6434', // wood, leather
  W: '#603b1c', // dark wood
  g: '#f2c14e', // gold
  G: '#a57617', // dark gold
  i: '#dfe6ee', // steel highlight
  I: '#8d98a8', // steel
  r: '#d8402f', // red
  e: '#4f9a3c', // leaf
} as const;

/**
 * The site's own item art: 16×16 pixel sprites, one per kind of item, drawn for this server (no
 * game publisher asset). Each character is one pixel: '.' is empty, the others name a colour role
 * that the sprite sheet fills in (sprite-sheet-pixels.ts) — the rarity's own shade for the item's magic parts ('m' main, 'h'
 * highlight, 's' shade), fixed materials for the rest.
 */
export const SPRITES: Record<ItemArtKind, readonly string[]> = {
  ...ARMOUR_SPRITES,
  ...WEAPON_SPRITES,
  ...TRINKET_SPRITES,
};
