import { ENDING_SOON_MS, formatTimeLeft, isEndingSoon } from './time-left';

const now = Date.parse('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('formatTimeLeft', () => {
  it.each([
    [9_000_000, '2h 30m'],
    [3_600_000, '1h 0m'],
    [59_999, '0h 0m'],
    [60_000, '0h 1m'],
    [26 * 3_600_000 + 5 * 60_000 + 59_000, '26h 5m'],
  ])('%i ms left reads %s', (ms, label) => {
    expect(formatTimeLeft(at(ms), now)).toBe(label);
  });

  it('shows 0h 0m once the end has passed', () => {
    expect(formatTimeLeft(at(-120_000), now)).toBe('0h 0m');
  });

  it('shows 0h 0m for an unreadable end time', () => {
    expect(formatTimeLeft('not a date', now)).toBe('0h 0m');
  });
});

describe('isEndingSoon', () => {
  it.each([
    [ENDING_SOON_MS - 1, true],
    [60_000, true],
    [ENDING_SOON_MS, false],
    [9_000_000, false],
    [0, false],
    [-60_000, false],
  ])('%i ms left: %p', (ms, soon) => {
    expect(isEndingSoon(at(ms), now)).toBe(soon);
  });
});
