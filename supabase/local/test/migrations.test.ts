// Migrations run as hosted runs them: every migration applies to a fresh database built in
// hosted's shape, and what hosted would refuse fails here too.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runAsPostgres } from '../src/hosted-migration.ts';
import { runStackCli, withDb } from './helpers.ts';

const supabaseDir = path.resolve(__dirname, '../..');
const migrator = process.env.DATABASE_URL ? 'hosted_postgres' : 'postgres';

describe('migrations', () => {
  it('applied every migration of supabase/migrations to the fresh test database', () => {
    const files = readdirSync(path.join(supabaseDir, 'migrations')).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(JSON.parse(process.env.STACK_MIGRATIONS ?? '[]')).toEqual(files.sort());
  });

  /** The runner's own step on the test database, rolled back: the error it raised, or null. */
  const applyOnce = (sql: string) =>
    withDb(async (db) => {
      await db.query('begin');
      try {
        await runAsPostgres(
          { query: async (text, params) => (await db.query(text, params)).rows },
          migrator,
          sql,
        );
        return null;
      } catch (error) {
        return (error as Error).message;
      } finally {
        await db.query('rollback');
      }
    });

  it.each([
    [
      "an unqualified crypt() (extensions is on postgres's search path, not a push's)",
      "select crypt('x', gen_salt('bf'));",
      'function gen_salt(unknown) does not exist',
    ],
    [
      'ALTER on auth.users',
      'alter table auth.users add column nickname text;',
      'must be owner of table users',
    ],
    [
      'enabling RLS on storage.objects',
      'alter table storage.objects enable row level security;',
      'must be owner of table objects',
    ],
    [
      'a table in the auth schema',
      'create table auth.notes (id int);',
      'permission denied for schema auth',
    ],
    [
      'a function in the storage schema',
      "create function storage.f() returns int language sql as 'select 1';",
      'permission denied for schema storage',
    ],
    [
      'dropping an auth function',
      'drop function auth.uid() cascade;',
      'must be owner of function auth.uid()',
    ],
    [
      "revoking an API role's privilege on storage.objects (as its owner)",
      'set local role supabase_storage_admin; revoke select on storage.objects from anon;',
      'does not let postgres revoke privileges of API roles on auth or storage tables (storage.objects SELECT anon)',
    ],
  ])('refuses %s', async (_, sql, message) => {
    expect(await applyOnce(sql)).toContain(message);
  });

  it.each([
    [
      'a policy on storage.objects',
      "create policy probe on storage.objects for select to anon using (bucket_id = 'x');",
    ],
    [
      'a trigger on auth.users',
      'create trigger probe after update on auth.users for each row execute function public.handle_auth_user_updated();',
    ],
    [
      'a foreign key to auth.users',
      'create table public.probe (id uuid references auth.users (id));',
    ],
    ['qualified pgcrypto calls', "select extensions.crypt('x', extensions.gen_salt('bf'));"],
  ])('allows %s, as hosted does', async (_, sql) => {
    expect(await applyOnce(sql)).toBeNull();
  });

  it('stops the stack at start when a migration hosted would refuse is pending', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosted-shape-'));
    try {
      cpSync(path.join(supabaseDir, 'config.toml'), path.join(dir, 'config.toml'));
      cpSync(path.join(supabaseDir, 'migrations'), path.join(dir, 'migrations'), {
        recursive: true,
      });
      writeFileSync(
        path.join(dir, 'migrations', '29990101000000_refused.sql'),
        "select crypt('x', gen_salt('bf'));",
      );
      const { code, output } = await runStackCli(['--supabase-dir', dir]).exit;
      expect(code).toBe(1);
      expect(output).toContain(
        'migration 29990101000000_refused.sql failed: function gen_salt(unknown) does not exist',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
