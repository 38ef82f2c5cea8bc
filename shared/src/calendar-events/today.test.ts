import { todayIso } from './today';

it('gives the local date, not the UTC one', () => {
  // Built from local fields, so late evening stays on its own day in any time zone.
  expect(todayIso(new Date(2027, 0, 9, 23, 59))).toBe('2027-01-09');
  expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
});
