const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 12 * MONTH;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative label (docs/product/site.md#time-and-money): 'just now' under 60 s, then minutes, hours,
 * days (under 30), months (under 12), years. Future dates (clock skew) also read 'just now'.
 */
export function timeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const seconds = Math.floor((Number(new Date(now)) - Number(new Date(date))) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds < YEAR) return plural(Math.floor(seconds / MONTH), 'month');
  return plural(Math.floor(seconds / YEAR), 'year');
}
