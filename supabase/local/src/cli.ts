// `tsx src/cli.ts start [--port N] [--db-port N] [--host H] [--allowed-host NAME]… [--memory]
//                      [--isolated-database] [--functions-dir DIR]… [--supabase-dir DIR]
//                      [--no-rate-limits] [--quiet] [--ready-json] [--exit-with-parent]`
//   (--exit-with-parent: stops when its standard input closes, i.e. when the process that
//   started it is gone, however it went)
// `tsx src/cli.ts reset`: wipe the database (PGlite data folder, or drop and recreate the
// DATABASE_URL database), then migrate and seed.
// `tsx src/cli.ts seed-large [--scale N] [--anchor YYYY-MM-DD] [--db-url URL]`: the large data set
// (seed-large.ts) into --db-url, else DATABASE_URL, else the running local stack's database,
// else the PGlite data folder.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { DEFAULT_JWT_SECRET } from './keys.ts';
import { migrate } from './migrate.ts';
import { defaultDataDir, supabaseDir } from './paths.ts';
import { startStack } from './index.ts';
import { seedLarge } from './seed-large.ts';
import { statusBlock, statusFile, writeStatus, type StackStatus } from './status.ts';

async function start(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      'db-port': { type: 'string' },
      host: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      memory: { type: 'boolean', default: false },
      'isolated-database': { type: 'boolean', default: false },
      'functions-dir': { type: 'string', multiple: true },
      'supabase-dir': { type: 'string' },
      'no-rate-limits': { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'ready-json': { type: 'boolean', default: false },
      'exit-with-parent': { type: 'boolean', default: false },
    },
  });
  // Stopped while it starts: exit at once. What it started goes with it (PostgREST is killed
  // on exit, postgrest.ts; an in-memory database with the process).
  let stop: (reason: string) => void = (reason) => {
    console.log(`${reason} while starting: exiting`);
    process.exit(1);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (values['exit-with-parent']) {
    process.stdin.once('close', () => stop('parent gone'));
    process.stdin.resume();
  }
  const root = values['supabase-dir'] ? path.resolve(values['supabase-dir']) : supabaseDir;
  const config = loadConfig(path.join(root, 'config.toml'));
  // The fixed ports of config.toml go together: an explicit API port means "not the default
  // stack", so its database socket takes a free port unless told otherwise.
  const dbPort =
    values['db-port'] !== undefined
      ? Number(values['db-port'])
      : values.port === undefined && !process.env.STACK_PORT
        ? config.db.port
        : 0;
  const dataDir = values.memory ? null : defaultDataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const stack = await startStack({
    port: values.port === undefined ? undefined : Number(values.port),
    dbPort,
    host: values.host,
    allowedHosts: values['allowed-host'],
    dataDir,
    isolatedDatabase: values['isolated-database'],
    supabaseDir: root,
    functionsDirs: [path.join(root, 'functions'), ...(values['functions-dir'] ?? [])],
    requestLimits: !values['no-rate-limits'],
    seed: !values['no-seed'],
    quiet: values.quiet,
  });
  const removeStatus = dataDir ? writeStatus(dataDir, stack) : () => undefined;
  const shutdown = (signal: string) => {
    console.log(`${signal}: stopping`);
    removeStatus();
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  stop = shutdown;

  const { url, anonKey, serviceRoleKey, jwtSecret, dbUrl, outboxUrl, gameBridgeKey } = stack;
  const banner = statusBlock(stack);
  if (values['ready-json']) {
    const { superuserDbUrl } = stack;
    const ready = {
      ...{ url, anonKey, serviceRoleKey, jwtSecret, dbUrl, superuserDbUrl },
      ...{ outboxUrl, gameBridgeKey },
    };
    console.log(
      `STACK_READY ${JSON.stringify({ ...ready, banner, migrations: stack.migrations.applied })}`,
    );
    return;
  }
  console.log(
    [
      '',
      'Started the local Supabase stack.',
      '',
      banner,
      '',
      'Dev accounts: admin@example.com / Password1, member@example.com / Password1',
      '',
    ].join('\n'),
  );
}

async function reset(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const jwtSecret = process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  if (databaseUrl) {
    const target = new URL(databaseUrl);
    const name = decodeURIComponent(target.pathname.slice(1));
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`refusing to reset database "${name}"`);
    const maintenance = new URL(databaseUrl);
    maintenance.pathname = '/postgres';
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    await client.end();
  } else {
    rmSync(defaultDataDir, { recursive: true, force: true });
    mkdirSync(defaultDataDir, { recursive: true });
  }
  const db = await openDatabase({
    dataDir: path.join(defaultDataDir, 'db'),
    databaseUrl,
    jwtSecret,
  });
  try {
    const config = loadConfig(path.join(supabaseDir, 'config.toml'));
    const result = await migrate(db, {
      supabaseDir,
      jwtSecret,
      seedPaths: config.db.seedPaths,
      buckets: config.storage.buckets,
      log: (line) => console.log(line),
    });
    console.log(
      `database reset: ${result.applied.length} migrations${result.seeded ? ', seeded' : ''}`,
    );
  } finally {
    await db.close();
  }
}

/** The database of the persistent stack running now, if any (its status file), as superuser. */
function runningStackDbUrl(): string | undefined {
  const file = statusFile(defaultDataDir);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as StackStatus).superuserDbUrl;
}

async function seedLargeCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      scale: { type: 'string', default: '1' },
      anchor: { type: 'string' },
      'db-url': { type: 'string' },
    },
  });
  const options = {
    scale: Number(values.scale),
    anchor: values.anchor,
    log: (line: string) => console.log(line),
  };
  const report = (result: Awaited<ReturnType<typeof seedLarge>>) => {
    for (const [table, rows] of Object.entries(result.rows)) {
      console.log(`${table.padEnd(30)} ${rows.toLocaleString('en-US').padStart(11)}`);
    }
    console.log(`large data set seeded in ${result.seconds.toFixed(0)} s`);
  };
  // A database a running stack serves is migrated already; any other is first brought up to
  // date as a start would.
  const url = values['db-url'] ?? (process.env.DATABASE_URL ? undefined : runningStackDbUrl());
  if (url) {
    report(await seedLarge(url, options));
    return;
  }
  const jwtSecret = process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  mkdirSync(defaultDataDir, { recursive: true });
  const db = await openDatabase({
    dataDir: path.join(defaultDataDir, 'db'),
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret,
  });
  try {
    const config = loadConfig(path.join(supabaseDir, 'config.toml'));
    await migrate(db, {
      supabaseDir,
      jwtSecret,
      seedPaths: config.db.seedPaths,
      buckets: config.storage.buckets,
      log: () => {},
    });
    report(await seedLarge(db.superuserUrl, options));
  } finally {
    await db.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const run =
  command === 'start'
    ? start(rest)
    : command === 'reset'
      ? reset()
      : command === 'seed-large'
        ? seedLargeCommand(rest)
        : undefined;
if (!run) {
  console.error('usage: cli.ts start|reset|seed-large');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
