/* global AbortSignal */
// Start the local Supabase-compatible stack as a child process (its CLI, run by Node with tsx's
// loader: no tsx process in between, which SIGKILLs a child slow to take a signal and so left
// its PostgREST behind), or reuse one that already runs on the port (found through the status
// file it writes, as `supabase status` does).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stackDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/local');
const statusFile = path.join(stackDir, '.data/status.json');

/** The accounts supabase/seed.sql creates (local stacks only). */
export const SEEDED_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Password1' },
  member: { email: 'member@example.com', password: 'Password1' },
  editor: { email: 'editor@example.com', password: 'Password1' },
  moderator: { email: 'moderator@example.com', password: 'Password1' },
};

/** What the persistent local stack wrote down while it runs (`supabase status`), else null. */
export function localStackStatus() {
  try {
    return JSON.parse(readFileSync(statusFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The running stack's status when it answers on `port` with the keys it wrote down. */
async function runningStack(port) {
  const status = localStackStatus();
  if (!status || new URL(status.url).port !== String(port)) return null;
  try {
    const response = await fetch(`${status.url}/auth/v1/health`, {
      headers: { apikey: status.anonKey },
      signal: AbortSignal.timeout(1500),
    });
    return response.ok ? status : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ port?: number, memory?: boolean, reuse?: boolean, rateLimits?: boolean, jwtExpirySeconds?: number, siteUrl?: string, env?: Record<string, string>, seed?: boolean, databaseUrl?: string, supabaseDir?: string, shortLived?: boolean, signal?: AbortSignal, log?: (line: string) => void }} options
 *   port 0 = a free port; memory = in-memory database, freshly migrated and seeded;
 *   reuse = use a stack already running on `port`; rateLimits = config.toml's per-IP auth
 *   limits (test harnesses that sign up many users from one address turn them off);
 *   jwtExpirySeconds = lifetime of the access tokens it issues (the CLI reads JWT_EXPIRY);
 *   siteUrl = where the site is served, the stack's [auth] site_url (SUPABASE_AUTH_SITE_URL, as
 *   the Supabase CLI reads it): the only place its mail links and redirect_to may lead besides
 *   config.toml's additional_redirect_urls;
 *   env = more environment for the stack and its functions (e.g. GAME_SERVER_ADDRESS);
 *   seed = run supabase/seed.sql on a new database (false: migrations only, as production);
 *   databaseUrl = a PostgreSQL server to make a fresh database on (dropped at stop) instead of
 *   PGlite; supabaseDir = another project folder (migrations, seed, config.toml, functions);
 *   shortLived = a stack that answers a few requests and stops (the release canary): PGlite's
 *   WebAssembly runs on V8's baseline compiler alone, which starts it with about a third less
 *   CPU (measured: 9.3 → 6.6 CPU-s) and runs long queries slower;
 *   signal = stops the stack while it starts (the start rejects).
 * The stack stops by itself when this process is gone (its standard input is a lifeline).
 * @returns {Promise<import('./stack.d.mts').LocalStack>}
 */
export async function startLocalStack({
  port = 54321,
  memory = false,
  reuse = true,
  rateLimits = true,
  jwtExpirySeconds,
  siteUrl,
  env = {},
  seed = true,
  databaseUrl,
  supabaseDir,
  shortLived = false,
  signal,
  log,
} = {}) {
  if (reuse && port !== 0) {
    const status = await runningStack(port);
    if (status) {
      log?.(`reusing the local stack already running at ${status.url}`);
      return { ...status, reused: true, stop: async () => {} };
    }
  }
  const args = [
    '--import',
    'tsx',
    ...(shortLived ? ['--liftoff-only'] : []),
    'src/cli.ts',
    'start',
    '--port',
    String(port),
    '--ready-json',
    '--quiet',
    '--exit-with-parent',
  ];
  if (memory) args.push('--memory');
  if (!rateLimits) args.push('--no-rate-limits');
  if (!seed) args.push('--no-seed');
  // On a PostgreSQL server: a fresh database of its own, dropped when the stack stops.
  if (databaseUrl) args.push('--isolated-database');
  if (supabaseDir) args.push('--supabase-dir', supabaseDir);
  const child = spawn(process.execPath, args, {
    cwd: stackDir,
    env: {
      ...process.env,
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(jwtExpirySeconds === undefined ? {} : { JWT_EXPIRY: String(jwtExpirySeconds) }),
      ...(siteUrl === undefined ? {} : { SUPABASE_AUTH_SITE_URL: siteUrl }),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stopWhileStarting = () => child.kill('SIGTERM');
  signal?.addEventListener('abort', stopWhileStarting, { once: true });
  const ready = new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = /STACK_READY (\{.*\})/.exec(buffer);
      if (match) resolve(JSON.parse(match[1]));
    });
    child.stderr.on('data', (chunk) => log?.(String(chunk).trimEnd()));
    child.once('exit', (code) => reject(new Error(`local stack exited early (code ${code})`)));
    child.once('error', reject);
  });
  const info = await ready.finally(() => signal?.removeEventListener('abort', stopWhileStarting));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    url: info.url,
    anonKey: info.anonKey,
    serviceRoleKey: info.serviceRoleKey,
    dbUrl: info.dbUrl,
    superuserDbUrl: info.superuserDbUrl,
    outboxUrl: info.outboxUrl,
    gameBridgeKey: info.gameBridgeKey,
    banner: info.banner,
    reused: false,
    stop,
  };
}

/**
 * `pnpm db:seed:large` into the database at `dbUrl` (a stack's `superuserDbUrl`): the large data
 * set, `scale` times its full size.
 * @param {{ dbUrl: string, scale?: number, log?: (line: string) => void }} options
 */
export async function seedLargeDataSet({ dbUrl, scale = 1, log }) {
  const child = spawn(
    path.join(stackDir, 'node_modules/.bin/tsx'),
    ['src/cli.ts', 'seed-large', '--db-url', dbUrl, '--scale', String(scale)],
    { cwd: stackDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    log?.(String(chunk).trimEnd());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise((resolve, reject) => {
    child.once('exit', resolve);
    child.once('error', reject);
  });
  if (code !== 0) throw new Error(`seed-large exited with code ${code}:\n${output}`);
}
