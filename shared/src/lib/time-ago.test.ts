import { loadPageLanguage, setPageLanguage } from '../i18n/messages';
import { timeAgo } from './time-ago';

const now = new Date('2025-03-07T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [86400, '1 day ago'],
    [29 * 86400, '29 days ago'],
    [30 * 86400, '1 month ago'],
    [11 * 30 * 86400, '11 months ago'],
    [12 * 30 * 86400, '1 year ago'],
    [3 * 365 * 86400, '3 years ago'],
  ])('%i seconds ago reads %s', (seconds, label) => {
    expect(timeAgo(before(seconds), now)).toBe(label);
  });

  it('accepts ISO strings and treats future dates as just now', () => {
    expect(timeAgo('2025-03-07T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2025-03-08T12:00:00Z', now)).toBe('just now');
  });
});

describe('timeAgo in Swedish', () => {
  afterEach(() => setPageLanguage('en'));

  it('reads the relative time in the page language', async () => {
    await loadPageLanguage('sv');
    expect(timeAgo(before(30), now)).toBe('alldeles nyss');
    expect(timeAgo(before(3 * 60), now)).toBe('för 3 minuter sedan');
    expect(timeAgo(before(86400), now)).toBe('för 1 dag sedan');
  });
});
