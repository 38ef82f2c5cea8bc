// Letters that Unicode does not decompose into a base letter plus a mark, but that players do
// type in Norse item names (Mjølnir, Ægir's Helm, Þor).
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  ł: 'l',
  đ: 'd',
};

/**
 * The asset host's file name for an item: lower-cased, spaces to underscores, accents folded
 * (é → e) and every other character (apostrophes, punctuation) dropped.
 */
export function textureName(itemName: string): string {
  return itemName
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[æøœßþðłđ]/g, (ch) => LIGATURES[ch] ?? '')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}
