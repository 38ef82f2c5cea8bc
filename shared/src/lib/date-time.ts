// Dates and times in the page's language (shared/src/i18n): 'Nov 26, 2026' on an English page,
// '26 nov. 2026' on a Swedish one.
import { currentLocale } from '../i18n/messages';

/**
 * What a moment the browser cannot read shows as: a row with a broken date (one written before
 * the database bounded them, say year 10000) keeps its place, and its page stays up.
 */
export const NO_DATE = '–';

/** The moment an ISO 8601 string names, or null when the browser cannot read it. */
function parseMoment(iso: string): Date | null {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style: building one costs more than formatting with it. */
function formatIn(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A moment's day, e.g. 'Nov 26, 2026' ('26 nov. 2026' in Swedish), or NO_DATE. */
export function formatDay(iso: string, locale = currentLocale()): string {
  const moment = parseMoment(iso);
  return moment
    ? formatIn(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(moment)
    : NO_DATE;
}

/** A moment's day and time, e.g. 'Nov 26, 2026, 9:30 AM' ('26 nov. 2026 09:30'). */
export function formatDateTime(iso: string, locale = currentLocale()): string {
  const moment = parseMoment(iso);
  return moment
    ? formatIn(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(moment)
    : NO_DATE;
}

/** A number as the page's language writes it: '1,250,000', Swedish '1 250 000'. */
export function formatNumber(value: number, locale = currentLocale()): string {
  return value.toLocaleString(locale);
}
