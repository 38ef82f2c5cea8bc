/*
 * A head drawn for a player when the head service cannot be reached: an 8 × 8 pixel face in the
 * game's style, its skin, hair, eyes and beard picked from the name, so every staff member keeps
 * a face of their own (and the same one on every visit) instead of one shared stand-in.
 */

const SKINS = ['#f1c9a5', '#e0ac85', '#c68863', '#a86b47', '#8d5524', '#f5d5b8'];
const HAIRS = ['#2b1d12', '#5a3a1e', '#a0642c', '#d9b25c', '#c9c2b5', '#7a1f12', '#222222'];
const EYES = ['#3b6bd6', '#3e8a4a', '#6b4a2b', '#7a7f86', '#4aa3b5'];

/** FNV-1a: a small, stable hash of the name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export type HeadPixels = readonly (readonly string[])[];

/** The 8 rows of 8 colours of `username`'s drawn head. */
export function drawnHead(username: string): HeadPixels {
  const seed = hash(username.toLowerCase());
  const pick = <T>(list: readonly T[], shift: number) => list[(seed >>> shift) % list.length]!;
  const skin = pick(SKINS, 0);
  const hair = pick(HAIRS, 5);
  const eye = pick(EYES, 10);
  const beard = (seed >>> 15) % 3; // none, short, long
  const fringe = 1 + ((seed >>> 18) % 2); // rows of hair on the forehead
  const mouth = '#6b2f2a';

  return Array.from({ length: 8 }, (_, y) =>
    Array.from({ length: 8 }, (_, x) => {
      const side = x === 0 || x === 7;
      if (y < fringe || (side && y < 4)) return hair;
      if (y === 4 && (x === 1 || x === 5)) return '#ffffff';
      if (y === 4 && (x === 2 || x === 6)) return eye;
      if (beard > 0 && y >= 7 - beard + 1 && x > 0 && x < 7) return hair;
      if (y === 6 && x >= 3 && x <= 4) return beard === 2 ? hair : mouth;
      return skin;
    }),
  );
}
