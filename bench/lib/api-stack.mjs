/* global AbortSignal, performance */
// Shared set-up of the API benchmarks: a private local stack (child process, its CLI run by tsx)
// on in-memory PGlite or on a fresh database of a PostgreSQL server, plus small HTTP helpers.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stackDir = path.join(repoRoot, 'supabase/local');
const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';

/** DATABASE_URL, or the system PostgreSQL's usual TCP address. */
export const databaseUrl = () => process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

/** Whether something listens at the URL's host and port (a stack start then tells the rest). */
export function isPortOpen(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Starts a stack on a free port: in-memory PGlite without `postgresUrl`, otherwise a randomly
 * named database on that server, dropped again by stop() — or, with `isolated: false`, the
 * database `postgresUrl` names, as it is.
 * @param {{ postgresUrl?: string, isolated?: boolean }} options
 */
export async function startBenchStack({ postgresUrl, isolated = true } = {}) {
  // Dozens of clients sign up from this one address: the per-IP auth limits would trip.
  const args = [
    'src/cli.ts',
    'start',
    '--port',
    '0',
    '--ready-json',
    '--quiet',
    '--no-rate-limits',
  ];
  if (!postgresUrl) args.push('--memory');
  else if (isolated) args.push('--isolated-database');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (postgresUrl) env.DATABASE_URL = postgresUrl;
  const child = spawn(path.join(stackDir, 'node_modules/.bin/tsx'), args, {
    cwd: stackDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const remember = (line) => {
    output.push(line);
    if (output.length > 20) output.shift();
  };
  readline.createInterface({ input: child.stderr }).on('line', remember);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const info = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('STACK_READY ')) resolve(JSON.parse(line.slice('STACK_READY '.length)));
      else remember(line);
    });
    exited.then((code) =>
      reject(new Error(`stack exited early (code ${code}):\n${output.join('\n')}`)),
    );
    child.once('error', reject);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { ...info, stop };
}

/** Headers of a REST call with the given key (anon, service role or a user's access token). */
export function restHeaders(stack, token = stack.anonKey, extra = {}) {
  return {
    apikey: stack.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...extra,
  };
}

/** One request, body read to the end; never throws (a failed fetch is status 0). */
export async function request(url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, text: String(error), ms: performance.now() - started };
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `clients` loops, each sending `makeRequest(i)` back to back until `seconds` have passed.
 * @returns {{ requests: number, rps: number, p50: number, p95: number, p99: number,
 *   statuses: Record<string, number> }}
 */
export async function runClosedLoop({ clients, seconds, makeRequest }) {
  const latencies = [];
  const statuses = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const answer = await makeRequest(sent++);
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
  };
}

export async function writeResult(name, data) {
  const dir = path.join(repoRoot, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(repoRoot, file);
}

/** Runs `body(stack)` against PGlite, then PostgreSQL when one answers; stops every stack. */
export async function forEachDatabase(body) {
  // BENCH_DATABASES=postgres (or pglite) measures one of them only.
  const only = process.env.BENCH_DATABASES?.split(',');
  const wanted = (database) => !only || only.includes(database);
  const targets = wanted('pglite') ? [{ database: 'pglite' }] : [];
  const url = databaseUrl();
  if (!wanted('postgres')) return runOn(targets, body);
  if (await isPortOpen(url)) targets.push({ database: 'postgres', postgresUrl: url });
  else console.log(`No PostgreSQL reachable at ${new URL(url).host}: measuring PGlite only.`);
  return runOn(targets, body);
}

async function runOn(targets, body) {
  const results = [];
  for (const target of targets) {
    let stack;
    try {
      stack = await startBenchStack(target);
    } catch (error) {
      console.log(`Could not start a stack on ${target.database}: ${error.message}`);
      continue;
    }
    try {
      results.push({ database: target.database, ...(await body(stack, target.database)) });
    } catch (error) {
      console.log(`Run on ${target.database} failed: ${error.stack ?? error}`);
    } finally {
      await stack.stop();
    }
  }
  return results;
}

/** An account's access token, by the password grant. */
export async function accessToken(stack, { email, password }) {
  const answer = await request(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: restHeaders(stack),
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).access_token;
}

/**
 * A new confirmed member's access token: the admin API makes the account (sign-up would wait
 * for the mailed link), then the password grant signs it in.
 * @param {{ url: string, anonKey: string, serviceRoleKey: string }} stack
 */
export async function newMemberToken(stack, email, password) {
  const post = async (path, token, body) => {
    const response = await fetch(`${stack.url}/auth/v1${path}`, {
      method: 'POST',
      headers: restHeaders(stack, token),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await post('/admin/users', stack.serviceRoleKey, { email, password, email_confirm: true });
  const { access_token: token } = await post('/token?grant_type=password', stack.anonKey, {
    email,
    password,
  });
  return token;
}

/**
 * A new member linked to a new game player (as the bridge's POST /links would), signed in; with
 * `funds` copper deposited as the game would: bids need both. Returns its token and player UUID.
 */
export async function linkedBidder(stack, { funds = 0 } = {}) {
  const email = `bidder-${randomUUID().slice(0, 8)}@bench.test`;
  const token = await newMemberToken(stack, email, `Pw-${randomUUID()}`);
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const uuid = randomUUID();
  const name = `Bench_${uuid.slice(0, 8)}`;
  const write = async (path, body) => {
    const answer = await request(`${stack.url}/rest/v1/${path}`, {
      method: 'POST',
      headers: restHeaders(stack, stack.serviceRoleKey),
      body: JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  };
  await write('game_players', { uuid, name });
  await write('game_player_names', { player_uuid: uuid, name });
  await write('game_accounts', { user_id: userId, player_uuid: uuid });
  if (funds > 0) {
    const at = new Date().toISOString();
    await write('rpc/bridge_record_deposits', {
      p_items: [{ id: `bench:${randomUUID()}`, uuid, amount: funds, at }],
    });
  }
  return { token, uuid };
}
