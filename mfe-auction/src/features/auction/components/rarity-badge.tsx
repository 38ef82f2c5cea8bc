import { Tag } from '@norsecraft/shared';
import { rarityName, rarityTone } from '../lib/rarity';

/** Legendary yellow, Epic purple, Rare blue, anything else gray (the theme's rarity colours). */
export function RarityBadge({ rarity }: { rarity: string }) {
  return <Tag $rarity={rarityTone(rarity)}>{rarityName(rarity)}</Tag>;
}
