/** The rarities that get their own badge colour; anything else is shown plain (gray). */
export type RarityTone = 'legendary' | 'epic' | 'rare' | 'common';

export function rarityTone(rarity: string): RarityTone {
  const key = rarity.trim().toLowerCase();
  return key === 'legendary' || key === 'epic' || key === 'rare' ? key : 'common';
}
