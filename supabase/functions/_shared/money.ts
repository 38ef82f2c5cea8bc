/** Money is one integer in copper: 100 copper = 1 silver, 100 silver = 1 gold. */
export const COPPER_PER_SILVER = 100;
export const SILVER_PER_GOLD = 100;
export const COPPER_PER_GOLD = COPPER_PER_SILVER * SILVER_PER_GOLD;

export interface Coins {
  gold: number;
  silver: number;
  copper: number;
}

export function copperToCoins(totalCopper: number): Coins {
  const total = Math.max(0, Math.floor(totalCopper));
  return {
    gold: Math.floor(total / COPPER_PER_GOLD),
    silver: Math.floor((total % COPPER_PER_GOLD) / COPPER_PER_SILVER),
    copper: total % COPPER_PER_SILVER,
  };
}

export function coinsToCopper({ gold, silver, copper }: Coins): number {
  return gold * COPPER_PER_GOLD + silver * COPPER_PER_SILVER + copper;
}

/**
 * "12g 5s 3c"; zero parts are left out, and 0 shows as "0c". Gold is grouped as `locale` writes
 * numbers ('1,250g', Swedish '1 250g'); the coin letters are symbols, the same in every language.
 */
export function formatMoney(totalCopper: number, locale = 'en-US'): string {
  const { gold, silver, copper } = copperToCoins(totalCopper);
  const parts: string[] = [];
  if (gold) parts.push(`${gold.toLocaleString(locale)}g`);
  if (silver) parts.push(`${silver}s`);
  if (copper || parts.length === 0) parts.push(`${copper}c`);
  return parts.join(' ');
}
