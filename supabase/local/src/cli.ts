// `tsx src/cli.ts start [--port N] [--memory] [--isolated-database] [--functions-dir DIR]…
//                      [--quiet] [--ready-json]`
// `tsx src/cli.ts reset`: wipe the database (PGlite data folder, or drop and recreate the
// DATABASE_URL database), then migrate and seed.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from './db.ts';
import { DEFAULT_JWT_SECRET } from './keys.ts';
import { migrate } from './migrate.ts';
import { defaultDataDir, supabaseDir } from './paths.ts';
import { startStack } from './index.ts';

async function start(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      memory: { type: 'boolean', default: false },
      'isolated-database': { type: 'boolean', default: false },
      'functions-dir': { type: 'string', multiple: true },
      quiet: { type: 'boolean', default: false },
      'ready-json': { type: 'boolean', default: false },
    },
  });
  const stack = await startStack({
    port: values.port === undefined ? undefined : Number(values.port),
    dataDir: values.memory ? null : undefined,
    isolatedDatabase: values['isolated-database'],
    functionsDirs: [path.join(supabaseDir, 'functions'), ...(values['functions-dir'] ?? [])],
    quiet: values.quiet,
  });
  const shutdown = (signal: string) => {
    console.log(`${signal}: stopping`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  if (values['ready-json']) {
    const { url, anonKey, serviceRoleKey, jwtSecret } = stack;
    console.log(`STACK_READY ${JSON.stringify({ url, anonKey, serviceRoleKey, jwtSecret })}`);
    return;
  }
  console.log(
    [
      '',
      'Local Supabase stack is running.',
      `  API URL:          ${stack.url}`,
      `  anon key:         ${stack.anonKey}`,
      `  service_role key: ${stack.serviceRoleKey}  (server-side only)`,
      `  mail outbox:      ${stack.url}/_outbox`,
      '  dev accounts:     admin@example.com / Password1, member@example.com / Password1',
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
    await rm(defaultDataDir, { recursive: true, force: true });
  }
  const db = await openDatabase({
    dataDir: path.join(defaultDataDir, 'db'),
    databaseUrl,
    jwtSecret,
  });
  try {
    const result = await migrate(db, { supabaseDir, jwtSecret, log: (line) => console.log(line) });
    console.log(
      `database reset: ${result.applied.length} migrations${result.seeded ? ', seeded' : ''}`,
    );
  } finally {
    await db.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'start' ? start(rest) : command === 'reset' ? reset() : undefined;
if (!run) {
  console.error('usage: cli.ts start|reset');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
