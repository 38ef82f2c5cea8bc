/** The player's best Flappy Steve score on this device (the leaderboard holds only submitted runs). */
export const FLAPPY_BEST_STORAGE_KEY = 'norsecraft-flappy-best';

export function readBestScore(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const value = Number(storage?.getItem(FLAPPY_BEST_STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Records `score` when it beats `best`; returns the best after it. */
export function recordScore(
  storage: Pick<Storage, 'setItem'> | undefined,
  best: number,
  score: number,
): number {
  if (score <= best) return best;
  try {
    storage?.setItem(FLAPPY_BEST_STORAGE_KEY, String(score));
  } catch {
    // Storage unavailable: still the best for this visit.
  }
  return score;
}
