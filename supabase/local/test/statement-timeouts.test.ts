// Hosted's statement timeouts for the API roles (anon 3 s, authenticated 8 s), set on the roles
// and applied by PostgREST to every request it runs as them. On PostgreSQL they cut a long
// request off; PGlite runs a statement to its end (its timers cannot fire while a query runs:
// README, "PGlite has no statement timeouts"), so this file runs only with DATABASE_URL:
//   DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/postgres \
//     pnpm exec jest supabase/local/test/statement-timeouts.test.ts --selectProjects integration
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { runStackCli, uniqueEmail, type StackCliInfo } from './helpers.ts';

const supabaseDir = path.resolve(__dirname, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);

// 500,000 rows and an unindexed column anyone may sort by; each value takes a millisecond to
// compute, so sorting them all takes minutes unless the timeout stops it.
const PROBE_MIGRATION = `
create table public.timeout_probe (id int primary key, label text not null);
insert into public.timeout_probe select g, md5(g::text) from generate_series(1, 500000) g;
create function public.slow_label(p text) returns text language sql volatile
  set search_path = '' as $$ select p from pg_catalog.pg_sleep(0.001) $$;
create view public.timeout_probe_slow with (security_invoker = true) as
  select id, public.slow_label(label) as label from public.timeout_probe;
alter table public.timeout_probe enable row level security;
create policy "anyone reads" on public.timeout_probe for select to anon, authenticated using (true);
grant select on public.timeout_probe, public.timeout_probe_slow to anon, authenticated;
grant execute on function public.slow_label(text) to anon, authenticated;
`;

let stack: ReturnType<typeof runStackCli> | undefined;
let info: StackCliInfo;
let dir: string;

(onPostgres ? describe : describe.skip)('statement timeouts on PostgreSQL', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'statement-timeouts-'));
    cpSync(path.join(supabaseDir, 'config.toml'), path.join(dir, 'config.toml'));
    cpSync(path.join(supabaseDir, 'migrations'), path.join(dir, 'migrations'), {
      recursive: true,
    });
    writeFileSync(
      path.join(dir, 'migrations', '29990101000000_timeout_probe.sql'),
      PROBE_MIGRATION,
    );
    stack = runStackCli(['--supabase-dir', dir]);
    info = await stack.ready;
  }, 180_000);

  afterAll(async () => {
    stack?.stop();
    await stack?.exit;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** GET the 500,000 rows sorted by the slow, unindexed column with this token. */
  async function sortAll(token: string) {
    const res = await fetch(
      `${info.url}/rest/v1/timeout_probe_slow?select=id&order=label.desc&limit=1`,
      { headers: { apikey: info.anonKey, authorization: `Bearer ${token}` } },
    );
    return { status: res.status, body: (await res.json()) as unknown };
  }

  const CANCELLED = {
    code: '57014',
    message: 'canceling statement due to statement timeout',
    details: null,
    hint: null,
  };

  it('cuts an anonymous sort of 500,000 rows on an unindexed column off after 3 s', async () => {
    expect(await sortAll(info.anonKey)).toEqual({ status: 500, body: CANCELLED });
  }, 30_000);

  it('cuts a signed-in member off after 8 s', async () => {
    const options = { auth: { persistSession: false, autoRefreshToken: false } };
    const account = { email: uniqueEmail('timeout'), password: 'Timeout-1-probe' };
    const admin = createClient(info.url, info.serviceRoleKey, options);
    await admin.auth.admin.createUser({ ...account, email_confirm: true });
    const client = createClient(info.url, info.anonKey, options);
    const { data, error } = await client.auth.signInWithPassword(account);
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    expect(await sortAll(data.session.access_token)).toEqual({ status: 500, body: CANCELLED });
  }, 60_000);
});
