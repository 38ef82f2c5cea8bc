import { parseCopper, parseDuration } from './amounts';

it('reads amounts as copper or as coins', () => {
  expect(parseCopper('250')).toBe(250);
  expect(parseCopper('5g')).toBe(50_000);
  expect(parseCopper('1g20s')).toBe(12_000);
  expect(parseCopper('1g 20s 5c')).toBe(12_005);
  expect(parseCopper('99S')).toBe(9_900);
});

it('refuses what is not a positive amount', () => {
  for (const bad of ['', '0', '0g', '-5', '1.5', '5x', '1s1g', '100s', 'lots']) {
    expect(parseCopper(bad)).toBeNull();
  }
});

it('reads durations in minutes, hours or days', () => {
  expect(parseDuration('90m')).toBe(5_400);
  expect(parseDuration('24h')).toBe(86_400);
  expect(parseDuration('7d')).toBe(604_800);
  for (const bad of ['', '0h', '24', 'h', '1w', '1.5h']) expect(parseDuration(bad)).toBeNull();
});
