import { t } from '../../../lib/i18n';

/** The rarities that get their own badge colour; anything else is shown plain (gray). */
export type RarityTone = 'legendary' | 'epic' | 'rare' | 'common';

export function rarityTone(rarity: string): RarityTone {
  const key = rarity.trim().toLowerCase();
  return key === 'legendary' || key === 'epic' || key === 'rare' ? key : 'common';
}

const RARITY_KEYS = {
  legendary: 'rarity.legendary',
  epic: 'rarity.epic',
  rare: 'rarity.rare',
  uncommon: 'rarity.uncommon',
  common: 'rarity.common',
} as const;

/** A rarity in the page's language: the game's five by name, any other as the game wrote it. */
export function rarityName(rarity: string): string {
  const key = rarity.trim().toLowerCase();
  return key in RARITY_KEYS ? t(RARITY_KEYS[key as keyof typeof RARITY_KEYS]) : rarity;
}
