/** The kinds of item the site draws: one 16×16 sprite each (sprites.ts). */
export const ITEM_ART_KINDS = [
  'helmet',
  'chestplate',
  'cloak',
  'leggings',
  'boots',
  'bracers',
  'sword',
  'axe',
  'hammer',
  'spear',
  'bow',
  'apple',
  'totem',
  'lightning',
  'snowflake',
  'feather',
  'rune',
  'gem',
] as const;

export type ItemArtKind = (typeof ITEM_ART_KINDS)[number];

/** Words in an item's name that say what it is, most specific first. */
const NAME_RULES: readonly [RegExp, ItemArtKind][] = [
  [/\b(helm|helmet|crown|hood|cap)\b/i, 'helmet'],
  [/\b(chestplate|hauberk|jerkin|cuirass|mail|tunic)\b/i, 'chestplate'],
  [/\b(mantle|cloak|cape|pelt)\b/i, 'cloak'],
  [/\b(leggings|greaves|trousers)\b/i, 'leggings'],
  [/\b(boots|sabatons|stride|shoes)\b/i, 'boots'],
  [/\b(bracers|vambraces|gauntlets|gloves)\b/i, 'bracers'],
  [/\b(hammer|maul|mjolnir)\b/i, 'hammer'],
  [/\b(spear|gungnir|lance)\b/i, 'spear'],
  [/\b(bow|longbow|crossbow)\b/i, 'bow'],
  [/\b(axe|hatchet)\b/i, 'axe'],
  // "blade" also ends a word: Cinderblade.
  [/\b(sword|seax|gram|tyrfing|laevateinn|hofund|skofnung|dagger)\b|blade\b/i, 'sword'],
  [/\b(apple|fruit)\b/i, 'apple'],
  [/\b(totem|idol)\b/i, 'totem'],
  [/\b(wrath|thunder|lightning|storm)\b/i, 'lightning'],
  [/\b(winter|frost|ice|fimbulwinter)\b/i, 'snowflake'],
  [/\b(raven|ravens|feather|sight|wing)\b/i, 'feather'],
];

/** When the name says nothing, the category decides. */
const CATEGORY_KINDS: Record<string, ItemArtKind> = {
  armor: 'chestplate',
  weapon: 'sword',
  ability: 'rune',
};

/**
 * Which sprite an item gets: from its name (a helm, a bow…), else from its category, else the
 * neutral gem that only its rarity colours (never an error sign).
 */
export function itemArtKind(name: string, category?: string | null): ItemArtKind {
  // "Ullr's Longbow" → "Ullr s Longbow": apostrophes and hyphens separate words here.
  const words = name.replace(/['’-]/g, ' ');
  for (const [pattern, kind] of NAME_RULES) if (pattern.test(words)) return kind;
  return (category && CATEGORY_KINDS[category]) || 'gem';
}
