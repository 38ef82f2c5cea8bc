/** Whole seconds until `expiresAt` (ISO) from `now` (ms); 0 once it has passed. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** "9:05" for 545 seconds: how long a code stays valid, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
