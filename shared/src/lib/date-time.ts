/** A moment as the visitor's browser writes dates and times, e.g. '26 Nov 2026, 09:30'. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A day as pages sent as HTML write it, e.g. '27 November 2026': the same on the server and in
 * every browser (UTC, one locale), so the page a crawler reads and the one a visitor sees agree.
 */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
