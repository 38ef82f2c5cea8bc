/** What an achievement's bar shows. */
export interface Progress {
  progress: number;
  total: number;
}

/** Share of progress done, 0–100, safe for a zero total. */
export function progressPercent({ progress, total }: Progress) {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress / total) * 100)));
}
