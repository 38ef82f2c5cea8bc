import { t } from '../i18n/shared-messages';
import { currentLocale } from '../i18n/messages';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 12 * MONTH;

const UNITS: [seconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/**
 * Relative label (docs/product/site.md#time-and-money) in the page's language: 'just now' under
 * 60 s, then minutes, hours, days (under 30), months (under 12), years ('3 minutes ago', 'för 3
 * minuter sedan'). Future dates (clock skew) also read 'just now'.
 */
export function timeAgo(
  date: Date | string | number,
  now: Date | number = Date.now(),
  locale = currentLocale(),
): string {
  const seconds = Math.floor((Number(new Date(now)) - Number(new Date(date))) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return t('time.justNow');
  const [size, unit] = UNITS.find(([unitSeconds]) => seconds >= unitSeconds)!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    -Math.floor(seconds / size),
    unit,
  );
}
