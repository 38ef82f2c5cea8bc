// The database URL `pnpm start` prints is hosted's `postgres` (issue 41, finding 9): no superuser,
// so it meets hosted's refusals — the admin audit log's trigger cannot be disabled — while the
// stack's own logins (the superuser's) stay behind passwords of this start.
import pg from 'pg';
import { anonKey, dbUrl, stackUrl, withDb } from '../helpers';

/** What a statement on the printed URL answers: 'done' or the database's refusal. */
const onPrintedUrl = (statement: string) =>
  withDb(async (db) => {
    try {
      await db.query(statement);
      return 'done';
    } catch (error) {
      return (error as Error).message;
    }
  }, dbUrl());

describe('the printed DB URL', () => {
  it('logs in as the migrations’ role, not a superuser', async () => {
    const role = process.env.DATABASE_URL ? 'hosted_postgres' : 'postgres';
    expect(new URL(dbUrl()).username).toBe(role);
    const me = await withDb(
      async (db) =>
        (
          await db.query<{ me: string; superuser: boolean; reported: string }>(
            `select current_user as me, rolsuper as superuser,
               current_setting('is_superuser') as reported
             from pg_roles where rolname = current_user`,
          )
        ).rows[0],
      dbUrl(),
    );
    expect(me).toEqual({ me: role, superuser: false, reported: 'off' });
  });

  it('cannot disable the audit trigger, nor write past it', async () => {
    expect(await onPrintedUrl('alter table audit.admin_audit_log disable trigger all')).toMatch(
      /must be owner of table admin_audit_log/,
    );
    expect(await onPrintedUrl('delete from audit.admin_audit_log')).toMatch(/permission denied/);
  });

  it('leaves the stack as it was: its own requests still run as the superuser', async () => {
    await onPrintedUrl('select 1');
    const signIn = await fetch(`${stackUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Password1' }),
    });
    expect(signIn.status).toBe(200);
    expect(
      await withDb(
        async (db) =>
          (await db.query('select rolsuper from pg_roles where rolname = current_user')).rows[0],
      ),
    ).toEqual({ rolsuper: true });
  });

  it('refuses other user names and a wrong password', async () => {
    // PGlite's socket only: a stock server has its own rules for its own roles.
    if (process.env.DATABASE_URL) return;
    for (const user of ['supabase_admin', 'authenticator', 'anon']) {
      const url = new URL(dbUrl());
      url.username = user;
      url.password = 'postgres';
      const client = new pg.Client({ connectionString: url.toString() });
      await expect(client.connect()).rejects.toThrow(
        /password authentication failed|not permitted to log in/,
      );
      await client.end().catch(() => undefined);
    }
  });
});
