import { CHANGELOG, CURRENT_VERSION, formatReleaseDate, formatVersion } from './changelog';

it('lists the three releases, newest first, starting at the current version', () => {
  expect(CHANGELOG.map((e) => formatVersion(e.version))).toEqual(['1.2.0', '1.1.0', '1.0.0']);
  expect(formatVersion(CHANGELOG[0]!.version)).toBe(CURRENT_VERSION);
});

it('dates each release on a day of its own, later releases later', () => {
  const dates = CHANGELOG.map((entry) => entry.date);
  expect(new Set(dates).size).toBe(dates.length);
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it("is written for players: no developers' words, days as people write them", () => {
  const lines = CHANGELOG.flatMap((entry) => entry.changes);
  for (const words of [/documentation/i, /structure/i, /integration/i, /toggle/i, /indicator/i]) {
    expect(lines.filter((line) => words.test(line))).toEqual([]);
  }
  expect(formatReleaseDate('2025-03-07')).toBe('7 March 2025');
});
