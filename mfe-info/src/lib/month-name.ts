import { currentLocale } from '@norsecraft/shared';

/**
 * 'November 2026' for '2026-11' ('november 2026' on a Swedish page); months of votes are UTC
 * months. A value that is no month is shown as it is.
 */
export function monthName(month: string, locale = currentLocale()): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number < 1 || number > 12) return month;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}
