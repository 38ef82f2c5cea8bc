import { t } from '../../../lib/i18n';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/**
 * Time until `endTime` as whole hours and minutes ('2h 30m', Swedish '2 tim 30 min'); '0h 0m'
 * once it has passed.
 */
export function formatTimeLeft(endTime: string, now: number): string {
  const left = Math.max(0, Date.parse(endTime) - now);
  const known = Number.isFinite(left);
  const hours = known ? Math.floor(left / MS_PER_HOUR) : 0;
  const minutes = known ? Math.floor((left % MS_PER_HOUR) / MS_PER_MINUTE) : 0;
  return t('facts.timeLeftValue', { hours, minutes });
}

/** Under this long left, a listing reads as ending soon (its time in the warning colour). */
export const ENDING_SOON_MS = 30 * MS_PER_MINUTE;

export function isEndingSoon(endTime: string, now: number): boolean {
  const left = Date.parse(endTime) - now;
  return left > 0 && left < ENDING_SOON_MS;
}
