/**
 * Changelog shown by the version history panel (docs/product/site.md#version-history), newest
 * first. Each release has its own day (the spec dated all three 2025-03-07; docs/decisions.md).
 */
export interface ChangelogEntry {
  version: { major: number; minor: number; patch: number };
  date: string;
  changes: string[];
}

export const CURRENT_VERSION = '1.2.0';

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: { major: 1, minor: 2, patch: 0 },
    date: '2025-03-07',
    changes: [
      'Wiki expansion with server history',
      'About section with timeline',
      'Quick-access cards',
      'Features overview',
      'Documentation structure',
    ],
  },
  {
    version: { major: 1, minor: 1, patch: 0 },
    date: '2025-02-14',
    changes: [
      'Auction house with more items',
      'Grid/list view toggle',
      'Better item descriptions',
      'Rarity indicators',
    ],
  },
  {
    version: { major: 1, minor: 0, patch: 0 },
    date: '2025-01-17',
    changes: ['Initial release', 'Basic site structure', 'Authentication', 'Game integration'],
  },
];

export function formatVersion({ major, minor, patch }: ChangelogEntry['version']): string {
  return `${major}.${minor}.${patch}`;
}
