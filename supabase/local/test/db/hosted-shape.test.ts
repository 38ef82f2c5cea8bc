// The database is built the way hosted Supabase builds it: roles, owners, grants, search paths
// and the storage triggers (issue 15, "Database parity").
import { withDb } from '../helpers.ts';

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  withDb(async (db) => (await db.query(sql, params)).rows[0] as T);

/** Runs SQL as migrations run (role postgres, a CLI login's search path), rolled back. */
const asMigrator = (sql: string) =>
  withDb(async (db) => {
    const role = process.env.DATABASE_URL ? 'hosted_postgres' : 'postgres';
    await db.query('begin');
    try {
      await db.query(`set local role "${role}"`);
      await db.query('set local search_path = "$user", public');
      await db.query(sql);
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await db.query('rollback');
    }
  });

describe('hosted shape', () => {
  it('migrations run as a non-superuser postgres with BYPASSRLS, CREATEROLE and the API roles', async () => {
    const role = process.env.DATABASE_URL ? 'hosted_postgres' : 'postgres';
    expect(
      await one(
        'select rolsuper, rolbypassrls, rolcreaterole, rolinherit from pg_roles where rolname = $1',
        [role],
      ),
    ).toEqual({ rolsuper: false, rolbypassrls: true, rolcreaterole: true, rolinherit: true });
    const memberOf = await withDb(async (db) =>
      (
        await db.query<{ rolname: string }>(
          `select r.rolname from pg_auth_members m join pg_roles r on r.oid = m.roleid
           join pg_roles u on u.oid = m.member where u.rolname = $1 order by 1`,
          [role],
        )
      ).rows.map((r) => r.rolname),
    );
    expect(memberOf).toEqual(expect.arrayContaining(['anon', 'authenticated', 'service_role']));
    expect(
      await one(
        'select pg_get_userbyid(relowner) as owner from pg_class where oid = $1::regclass',
        ['public.profiles'],
      ),
    ).toEqual({ owner: role });
  });

  it('auth belongs to supabase_auth_admin and storage to supabase_storage_admin', async () => {
    for (const [table, owner] of [
      ['auth.users', 'supabase_auth_admin'],
      ['auth.sessions', 'supabase_auth_admin'],
      ['storage.objects', 'supabase_storage_admin'],
      ['storage.buckets', 'supabase_storage_admin'],
    ]) {
      expect(
        await one(
          'select pg_get_userbyid(relowner) as owner from pg_class where oid = $1::regclass',
          [table],
        ),
      ).toEqual({ owner });
    }
    expect(
      await one("select nspowner::regrole::text as owner from pg_namespace where nspname = 'auth'"),
    ).toEqual({ owner: 'supabase_auth_admin' });
  });

  it('gives service_role nothing on auth tables, and the API roles inherit', async () => {
    expect(
      await one("select has_table_privilege('service_role', 'auth.users', 'select') as can"),
    ).toEqual({ can: false });
    expect(
      await withDb(
        async (db) =>
          (
            await db.query(
              "select rolname, rolinherit from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1",
            )
          ).rows,
      ),
    ).toEqual([
      { rolname: 'anon', rolinherit: true },
      { rolname: 'authenticated', rolinherit: true },
      { rolname: 'authenticator', rolinherit: false },
      { rolname: 'service_role', rolinherit: true },
    ]);
  });

  it('sets statement timeouts for anon (3 s) and authenticated (8 s), and extensions on postgres only', async () => {
    const settings = await withDb(async (db) =>
      Object.fromEntries(
        (
          await db.query<{ role: string; config: string[] }>(
            `select r.rolname as role, s.setconfig as config from pg_db_role_setting s
             join pg_roles r on r.oid = s.setrole where s.setdatabase = 0`,
          )
        ).rows.map((r) => [r.role, r.config]),
      ),
    );
    expect(settings.anon).toContain('statement_timeout=3s');
    expect(settings.authenticated).toContain('statement_timeout=8s');
    const role = process.env.DATABASE_URL ? 'hosted_postgres' : 'postgres';
    expect(settings[role]).toContain('search_path="$user", public, extensions');
    const database = await one<{ n: string }>(
      'select count(*)::text as n from pg_db_role_setting where setrole = 0 and setdatabase = (select oid from pg_database where datname = current_database())',
    );
    expect(database.n).toBe('0');
  });

  it('hosts auth.users without the defaults hosted lacks, and the seed fills every token column', async () => {
    const defaults = await withDb(async (db) =>
      (
        await db.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = 'auth'
           and table_name = 'users' and column_default is not null order by 1`,
        )
      ).rows.map((r) => r.column_name),
    );
    expect(defaults).toEqual([
      'email_change_confirm_status',
      'email_change_token_current',
      'is_anonymous',
      'is_sso_user',
      'phone_change',
      'phone_change_token',
      'reauthentication_token',
    ]);
    const nulls = await one<{ n: string }>(
      `select count(*)::text as n from auth.users where email in ('admin@example.com', 'member@example.com')
       and (confirmation_token is null or recovery_token is null or email_change_token_new is null
         or email_change is null or email_change_token_current is null or phone_change is null
         or phone_change_token is null or reauthentication_token is null or aud is null or role is null
         or instance_id is null or created_at is null or raw_app_meta_data is null)`,
    );
    expect(nulls.n).toBe('0');
  });

  it('keeps storage.objects.updated_at current by trigger', async () => {
    const triggers = await withDb(async (db) =>
      (
        await db.query<{ tgname: string }>(
          "select tgname from pg_trigger where tgrelid = 'storage.objects'::regclass and not tgisinternal order by 1",
        )
      ).rows.map((r) => r.tgname),
    );
    expect(triggers).toEqual(['protect_objects_delete', 'update_objects_updated_at']);
  });

  it('lets postgres manage policies and triggers on granted tables and refuses other DDL', async () => {
    expect(
      await asMigrator(
        "create policy probe on storage.objects for select to anon using (bucket_id = 'probe')",
      ),
    ).toBeNull();
    expect(
      await asMigrator(
        'create trigger probe after insert on auth.users for each row execute function public.handle_auth_user_created()',
      ),
    ).toBeNull();
    expect(await asMigrator('alter table storage.objects disable row level security')).toBe(
      'must be owner of table objects',
    );
    expect(await asMigrator('create index on auth.users (phone)')).toBe(
      'must be owner of table users',
    );
    expect(await asMigrator("select crypt('x', gen_salt('bf'))")).toMatch(/does not exist/);
    expect(await asMigrator("select extensions.crypt('x', extensions.gen_salt('bf'))")).toBeNull();
  });
});
