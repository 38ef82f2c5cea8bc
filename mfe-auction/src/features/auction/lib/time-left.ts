const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** Time until `endTime` as whole hours and minutes ('2h 30m'); '0h 0m' once it has passed. */
export function formatTimeLeft(endTime: string, now: number): string {
  const left = Math.max(0, Date.parse(endTime) - now);
  if (!Number.isFinite(left)) return '0h 0m';
  const hours = Math.floor(left / MS_PER_HOUR);
  const minutes = Math.floor((left % MS_PER_HOUR) / MS_PER_MINUTE);
  return `${hours}h ${minutes}m`;
}

/** Under this long left, a listing reads as ending soon (its time in the warning colour). */
export const ENDING_SOON_MS = 30 * MS_PER_MINUTE;

export function isEndingSoon(endTime: string, now: number): boolean {
  const left = Date.parse(endTime) - now;
  return left > 0 && left < ENDING_SOON_MS;
}
