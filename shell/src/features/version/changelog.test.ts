import { CHANGELOG, CURRENT_VERSION, formatVersion } from './changelog';

it('lists the three releases, newest first, starting at the current version', () => {
  expect(CHANGELOG.map((e) => formatVersion(e.version))).toEqual(['1.2.0', '1.1.0', '1.0.0']);
  expect(formatVersion(CHANGELOG[0]!.version)).toBe(CURRENT_VERSION);
});
