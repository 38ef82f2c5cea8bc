import { monthLabel } from './month-label';

it('writes a month out', () => {
  expect(monthLabel('2024-03')).toBe('March 2024');
  expect(monthLabel('2025-12')).toBe('December 2025');
});

it('leaves anything else as it is', () => {
  expect(monthLabel('2024-13')).toBe('2024-13');
});
