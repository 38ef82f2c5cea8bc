import { formatCountdown, secondsLeft } from './code-expiry';

it('secondsLeft: whole seconds up, never below zero', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  expect(secondsLeft('2026-11-28T10:10:00Z', now)).toBe(600);
  expect(secondsLeft('2026-11-28T10:00:00.200Z', now)).toBe(1);
  expect(secondsLeft('2026-11-28T09:59:00Z', now)).toBe(0);
});

it('formatCountdown: minutes and two-digit seconds', () => {
  expect(formatCountdown(600)).toBe('10:00');
  expect(formatCountdown(545)).toBe('9:05');
  expect(formatCountdown(0)).toBe('0:00');
});
