import { coinsToCopper } from '../../../../supabase/functions/_shared/money.ts';

/** "250" (copper), "5g", "1g20s", "1g 20s 5c" → copper; null when it is not a positive amount. */
export function parseCopper(text: string): number | null {
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (/^\d{1,12}$/.test(compact)) return Number(compact) || null;
  const coins = /^(?:(\d{1,8})g)?(?:(\d{1,2})s)?(?:(\d{1,2})c)?$/.exec(compact);
  if (!compact || !coins) return null;
  const [gold, silver, copper] = coins.slice(1).map((part) => Number(part ?? 0));
  return coinsToCopper({ gold: gold!, silver: silver!, copper: copper! }) || null;
}

/** "90m", "24h", "7d" → seconds; null otherwise. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,4})([mhd])$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const seconds = Number(match[1]) * { m: 60, h: 3_600, d: 86_400 }[match[2] as 'm' | 'h' | 'd'];
  return seconds || null;
}
