/** A moment as the visitor's browser writes dates and times, e.g. '26 Nov 2026, 09:30'. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
