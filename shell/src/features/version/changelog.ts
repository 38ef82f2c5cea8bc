import { currentLanguage } from '@norsecraft/shared';
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

/**
 * What each release brought, in players' words (the spec's entries, rewritten: they named the
 * work, not what a player gets; docs/decisions.md).
 */
export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: { major: 1, minor: 2, patch: 0 },
    date: '2025-03-07',
    changes: [
      "The wiki tells the server's story, from its first days",
      "An About section with the server's timeline",
      'Shortcut cards to the pages players open most',
      'A tour of what the server offers',
      'Wiki articles sorted by topic, easier to find',
    ],
  },
  {
    version: { major: 1, minor: 1, patch: 0 },
    date: '2025-02-14',
    changes: [
      'More items to bid on in the auction house',
      'See auctions as a grid or as a list',
      'Clearer item descriptions',
      'Each item shows its rarity',
    ],
  },
  {
    version: { major: 1, minor: 0, patch: 0 },
    date: '2025-01-17',
    changes: [
      'The Norsecraft website opens',
      'Server info, rules and staff in one place',
      'Player accounts: sign up and sign in',
      'Mini games with leaderboards',
    ],
  },
];

/** A release day as players read it: "7 March 2025" ("7 mars 2025" on a Swedish page). */
export function formatReleaseDate(date: string, language = currentLanguage()): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'sv' ? 'sv-SE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatVersion({ major, minor, patch }: ChangelogEntry['version']): string {
  return `${major}.${minor}.${patch}`;
}
