import type { Item } from '../types';

const TIER_RANK: Record<string, number> = { 'S++': 5, 'S+': 4, S: 3, A: 2, B: 1 };
const RARITY_RANK: Record<string, number> = { Mythic: 4, Legendary: 3, Epic: 2, Rare: 1 };

/** Higher is better; unknown tiers rank last. */
export function tierRank(tier: string): number {
  return TIER_RANK[tier] ?? 0;
}

/** Higher is rarer; unknown rarities rank last. */
export function rarityRank(rarity: string): number {
  return RARITY_RANK[rarity] ?? 0;
}

/**
 * Best tier first, then rarest first, then by name so the order is stable. Ranked, not
 * alphabetical: text order would put 'B' above 'A' and 'Rare' above 'Mythic'.
 */
export function sortItems<T extends Pick<Item, 'tier' | 'rarity' | 'name'>>(items: T[]): T[] {
  return [...items].sort(
    (a, b) =>
      tierRank(b.tier) - tierRank(a.tier) ||
      rarityRank(b.rarity) - rarityRank(a.rarity) ||
      a.name.localeCompare(b.name),
  );
}
