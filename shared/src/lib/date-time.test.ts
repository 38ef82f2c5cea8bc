import { loadPageLanguage, setPageLanguage } from '../i18n/messages';
import { formatDateTime, formatDay, formatNumber, NO_DATE } from './date-time';
import { formatMoney } from './money';

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

describe('in the page language', () => {
  afterEach(() => setPageLanguage('en'));

  it('writes Swedish days, times and numbers on a Swedish page', async () => {
    await loadPageLanguage('sv');
    expect(formatDay('2026-12-03T10:00:00Z')).toBe('3 dec. 2026');
    expect(formatDateTime('2026-12-03T10:00:00Z')).toMatch(/^3 dec\. 2026 \d\d:00$/);
    // Swedish groups thousands with a no-break space.
    expect(formatNumber(1250000)).toBe('1\u00a0250\u00a0000');
  });

  it('keeps the English forms on an English page', () => {
    expect(formatDay('2026-12-03T10:00:00Z')).toBe('Dec 3, 2026');
    expect(formatNumber(1250000)).toBe('1,250,000');
  });

  it('writes money with gold grouped as the page language does', async () => {
    expect(formatMoney(1_250_000 * 10_000 + 502)).toBe('1,250,000g 5s 2c');
    await loadPageLanguage('sv');
    expect(formatMoney(1_250_000 * 10_000 + 502)).toBe('1\u00a0250\u00a0000g 5s 2c');
  });
});
