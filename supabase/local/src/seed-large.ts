// `pnpm db:seed:large`: supabase/seed-large/*.sql — a large, realistic, reproducible data set — on
// top of a database that already holds the schema and seed.sql. One transaction as the
// migrations' role (what hosted's postgres could do), then VACUUM ANALYZE so the planner and
// index-only scans see the new rows at once, as autovacuum would a little later.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runAsPostgres } from './hosted-migration.ts';
import { supabaseDir } from './paths.ts';

export interface SeedLargeOptions {
  /** Multiplies every count (1 = 100,000 accounts, 500,000 punishments, 1,000,000 votes…). */
  scale: number;
  /** Dates are relative to this day (YYYY-MM-DD); the same day gives the same rows. Default today. */
  anchor?: string;
  log?: (line: string) => void;
}

export interface SeedLargeResult {
  seconds: number;
  /** Rows per table after seeding. */
  rows: Record<string, number>;
}

/** Every table the large seed writes. */
export const LARGE_SEED_TABLES = [
  'auth.users',
  'auth.identities',
  'public.users',
  'public.profiles',
  'public.user_roles',
  'public.items',
  'public.punishments',
  'public.punishment_players',
  'public.punishment_counts',
  'public.flappy_steve_scores',
  'public.elder_clicker_scores',
  'public.auction_listings',
  'public.auction_logs',
  'private.auction_log_bidders',
  'public.calendar_events',
  'public.wiki_categories',
  'public.wiki_articles',
  'public.news_posts',
  'public.content_revisions',
  'public.game_players',
  'public.game_player_names',
  'public.game_accounts',
  'public.game_votes',
  'private.vote_month_players',
  'private.vote_month_sites',
  'private.vote_days',
  'private.vote_months',
] as const;

/** The first generated account: present once the large seed has run. */
const FIRST_GENERATED_USER = 'b0000000-0000-4000-8000-000000000000';

export class SeedLargeError extends Error {}

export function checkSeedOptions({ scale, anchor }: SeedLargeOptions): void {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new SeedLargeError(`--scale must be a number above 0 and at most 10, not ${scale}`);
  }
  if (anchor !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(anchor)) {
    throw new SeedLargeError(`--anchor must be a date such as 2026-01-31, not ${anchor}`);
  }
}

/** Seeds the database at `databaseUrl` (a migrated one; connected as its superuser). */
export async function seedLarge(
  databaseUrl: string,
  options: SeedLargeOptions,
): Promise<SeedLargeResult> {
  checkSeedOptions(options);
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = {
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as R[],
    };
    const [seeded] = await q.query<{ done: boolean }>(
      'select exists (select 1 from auth.users where id = $1) as done',
      [FIRST_GENERATED_USER],
    );
    if (seeded?.done) {
      throw new SeedLargeError(
        'This database already holds the large data set; `pnpm db:reset` first to seed it again.',
      );
    }
    // The migrations' role: postgres, or hosted_postgres on a stock server (migrate.ts).
    const [postgres] = await q.query<{ rolsuper: boolean }>(
      "select rolsuper from pg_roles where rolname = 'postgres'",
    );
    const role = postgres?.rolsuper ? 'hosted_postgres' : 'postgres';
    // One script in file-name order (split by job to stay under the length limit).
    const seedDir = path.join(supabaseDir, 'seed-large');
    const sql = readdirSync(seedDir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(path.join(seedDir, file), 'utf8'))
      .join('\n');
    const started = Date.now();
    log(`seeding at scale ${options.scale}…`);
    await client.query('begin');
    try {
      await q.query("select set_config('seed_large.scale', $1, true)", [String(options.scale)]);
      if (options.anchor) {
        await q.query("select set_config('seed_large.anchor', $1, true)", [options.anchor]);
      }
      await runAsPostgres(q, role, sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    log('vacuum analyze…');
    await client.query(`vacuum (analyze) ${LARGE_SEED_TABLES.join(', ')}`);
    const rows: Record<string, number> = {};
    for (const table of LARGE_SEED_TABLES) {
      const [row] = await q.query<{ n: string }>(`select count(*) as n from ${table}`);
      rows[table] = Number(row?.n ?? 0);
    }
    return { seconds: (Date.now() - started) / 1000, rows };
  } finally {
    await client.end();
  }
}
