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

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** A moment's day, e.g. 'Nov 26, 2026', or NO_DATE. */
export function formatDay(iso: string): string {
  const moment = parseMoment(iso);
  return moment ? dayFormat.format(moment) : NO_DATE;
}

/** A moment as the visitor's browser writes dates and times, e.g. '26 Nov 2026, 09:30'. */
export function formatDateTime(iso: string): string {
  const moment = parseMoment(iso);
  return moment
    ? moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : NO_DATE;
}
