import { monthName } from './month-name';

it('the month in words', () => {
  expect(monthName('2026-11')).toBe('November 2026');
  expect(monthName('2027-01')).toBe('January 2027');
});

it('the month in words in Swedish', () => {
  expect(monthName('2026-12', 'sv-SE')).toBe('december 2026');
});
