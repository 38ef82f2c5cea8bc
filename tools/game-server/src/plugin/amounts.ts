/** A whole amount of copper, as the economy's commands take one ("1500"); null unless positive. */
export function parseAmount(text: string): number | null {
  const compact = text.trim();
  return /^\d{1,12}$/.test(compact) ? Number(compact) || null : null;
}

/** "90m", "24h", "7d" → minutes, as POST /listings takes a duration; null otherwise. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,4})([mhd])$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const minutes = Number(match[1]) * { m: 1, h: 60, d: 1_440 }[match[2] as 'm' | 'h' | 'd'];
  return minutes || null;
}
