// The database pipeline (.github/workflows/database.yml), step by step, runnable here too:
//   node scripts/db-pipeline.mjs check [--supabase-dir DIR]
//       every migration applied, as hosted applies them, to a fresh database made from them (on
//       the PostgreSQL server of DATABASE_URL, else PGlite), the seed on top, and the generated
//       database types compared with shared/src/types/database.generated.ts
//   node scripts/db-pipeline.mjs plan --db-url URL [--supabase-dir DIR]
//       what the deploy would do to the database at URL: the migrations `supabase db push` would
//       apply (those its supabase_migrations.schema_migrations lacks) and the functions
//       `supabase functions deploy` would upload; changes nothing
// On main the deploy job runs the pinned Supabase CLI itself (`supabase db push`, `supabase
// functions deploy`); `plan` is its dry run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { repoRoot } from './lib/apps.mjs';
import { startLocalStack } from './lib/stack.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { 'supabase-dir': { type: 'string' }, 'db-url': { type: 'string' } },
});
const supabaseDir = path.resolve(values['supabase-dir'] ?? path.join(repoRoot, 'supabase'));
const log = (line) => console.log(`[database] ${line}`);

const migrations = () =>
  readdirSync(path.join(supabaseDir, 'migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''));

/** The functions `supabase functions deploy` uploads: each folder with an index.ts. */
export const deployableFunctions = () =>
  readdirSync(path.join(supabaseDir, 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(path.join(supabaseDir, 'functions', entry.name, 'index.ts')))
    .map((entry) => entry.name);

async function check() {
  const where = process.env.DATABASE_URL
    ? `a fresh database on ${new URL(process.env.DATABASE_URL).host}`
    : 'a fresh PGlite database';
  log(`applying ${migrations().length} migrations and the seed to ${where}`);
  let stack;
  try {
    stack = await startLocalStack({
      port: 0,
      memory: true,
      reuse: false,
      databaseUrl: process.env.DATABASE_URL,
      supabaseDir,
      log: (line) => log(line),
    });
  } catch (error) {
    throw new Error(`the migrations do not apply to a fresh database: ${error.message}`, {
      cause: error,
    });
  }
  try {
    log('migrations and seed applied');
    const types = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'scripts/db-types.mjs'), '--check', '--db-url', stack.dbUrl],
      { encoding: 'utf8' },
    );
    log((types.stdout + types.stderr).trim());
    if (types.status !== 0) throw new Error('the database types are stale');
  } finally {
    await stack.stop();
  }
  log(`functions to deploy: ${deployableFunctions().join(', ')}`);
}

async function plan() {
  if (!values['db-url']) throw new Error('plan needs --db-url <the database to deploy to>');
  const client = new pg.Client({ connectionString: values['db-url'] });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as known",
    );
    const applied = rows[0].known
      ? new Set(
          (
            await client.query('select version from supabase_migrations.schema_migrations')
          ).rows.map((row) => row.version),
        )
      : new Set();
    // The CLI records a migration by the timestamp before its first underscore (the local
    // stack by its whole name).
    const pending = migrations().filter(
      (name) => !applied.has(name) && !applied.has(name.split('_')[0]),
    );
    log(
      pending.length
        ? `supabase db push would apply ${pending.length}: ${pending.join(', ')}`
        : 'supabase db push: the database is up to date',
    );
    log(`supabase functions deploy would upload: ${deployableFunctions().join(', ')}`);
  } finally {
    await client.end();
  }
}

const commands = { check, plan };
if (!commands[command]) {
  console.error(
    'usage: node scripts/db-pipeline.mjs check|plan [--supabase-dir DIR] [--db-url URL]',
  );
  process.exit(2);
}
try {
  await commands[command]();
} catch (error) {
  console.error(`[database] ${error.message}`);
  process.exit(1);
}
