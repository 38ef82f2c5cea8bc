import { parseAmount, parseDuration } from './amounts';

it('reads a whole, positive amount of copper', () => {
  expect(parseAmount('1500')).toBe(1_500);
  expect(parseAmount(' 7 ')).toBe(7);
  for (const bad of ['', '0', '-5', '1.5', '5g', '1 500', 'lots'])
    expect(parseAmount(bad)).toBeNull();
});

it('reads durations in minutes, hours or days', () => {
  expect(parseDuration('90m')).toBe(90);
  expect(parseDuration('24h')).toBe(1_440);
  expect(parseDuration('7d')).toBe(10_080);
  for (const bad of ['', '0h', '24', 'h', '1w', '1.5h']) expect(parseDuration(bad)).toBeNull();
});
