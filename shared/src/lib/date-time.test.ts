import { formatDateTime, formatDay, NO_DATE } from './date-time';

// What the database wrote for the bridge's "9999-12-31T23:59:59-15:59" before dates were
// bounded: no browser reads a five-digit year without its sign.
const YEAR_10000 = '10000-01-01T15:58:59+00:00';

it('formatDay: the day of a moment, a dash for one the browser cannot read', () => {
  expect(formatDay('2026-11-26T10:00:00+00:00')).toBe('Nov 26, 2026');
  expect(formatDay(YEAR_10000)).toBe(NO_DATE);
  expect(formatDay('not a date')).toBe(NO_DATE);
});

it('formatDateTime: a dash, not "Invalid Date", for a moment the browser cannot read', () => {
  expect(formatDateTime('2026-11-26T10:00:00Z')).toMatch(/2026/);
  expect(formatDateTime(YEAR_10000)).toBe(NO_DATE);
});
