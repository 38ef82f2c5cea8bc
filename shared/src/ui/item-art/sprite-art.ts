import type { Rarity } from '../tag';
import { itemArtKind } from './item-art-kind';
import { MATERIALS, SPRITES, type ItemArtKind } from './sprites';

/*
 * The drawing side of the item art, loaded on first use (item-icon.tsx): the sprites stay out of
 * the bundle of every page that shows no item.
 */

export { itemArtKind };

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

export interface SpriteRect {
  x: number;
  y: number;
  width: number;
  fill: string;
}

/** The sprite as one rect per run of same-coloured pixels in a row (a few dozen per icon). */
export function spriteRects(
  rows: readonly string[],
  palette: Record<string, string>,
): SpriteRect[] {
  const rects: SpriteRect[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const pixel = row[x] as string;
      let end = x + 1;
      while (row[end] === pixel) end += 1;
      const fill = palette[pixel];
      if (fill) rects.push({ x, y, width: end - x, fill });
      x = end;
    }
  });
  return rects;
}

/** The sprite as a standalone SVG document (one rect per run of a colour). */
export function spriteSvg(kind: ItemArtKind, rarity: Rarity): string {
  const paint = RARITY_PAINT[rarity];
  const palette: Record<string, string> = {
    ...MATERIALS,
    m: paint,
    h: shade(paint, 0.45),
    s: shade(paint, -0.35),
  };
  const rects = spriteRects(SPRITES[kind], palette)
    .map(
      ({ x, y, width, fill }) =>
        `<rect x="${x}" y="${y}" width="${width}" height="1" fill="${fill}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" shape-rendering="crispEdges">${rects}</svg>`;
}

// One data URL per kind and rarity, built on first use: a page of 35 items draws 35 images, not
// 2,000 SVG elements through React.
const dataUrls = new Map<string, string>();
export function spriteUrl(kind: ItemArtKind, rarity: Rarity): string {
  const key = `${kind}/${rarity}`;
  let url = dataUrls.get(key);
  if (!url) {
    url = `data:image/svg+xml,${encodeURIComponent(spriteSvg(kind, rarity))}`;
    dataUrls.set(key, url);
  }
  return url;
}
