import { Buffer } from 'node:buffer';
import { keyRole, pendingMigrations } from './prerequisites.mjs';

const jwt = (payload) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

it('keyRole reads a legacy key’s role claim and a new key’s prefix', () => {
  expect(keyRole(jwt({ role: 'service_role' }))).toBe('service_role');
  expect(keyRole(jwt({ role: 'anon' }))).toBe('anon');
  expect(keyRole('sb_secret_abc')).toBe('service_role');
  expect(keyRole('sb_publishable_abc')).toBe('anon');
  expect(keyRole('not a key')).toBeNull();
  expect(keyRole(undefined)).toBeNull();
});

it('pendingMigrations lists what `supabase db push --dry-run` would push', () => {
  const output = `DRY RUN: migrations will *not* be pushed to the database.
Would push these migrations:
 • 20261127070000_scheduled_settlement.sql
 • 20261127070100_more.sql
`;
  expect(pendingMigrations(output)).toEqual([
    '20261127070000_scheduled_settlement',
    '20261127070100_more',
  ]);
  expect(pendingMigrations('Remote database is up to date.')).toEqual([]);
});
