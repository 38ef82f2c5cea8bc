// Clients for integration tests against the stack started by global-setup.ts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the jest "integration" project`);
  return value;
}

export const stackUrl = (): string => env('STACK_URL');
export const anonKey = (): string => env('STACK_ANON_KEY');
export const serviceRoleKey = (): string => env('STACK_SERVICE_ROLE_KEY');
export const jwtSecret = (): string => env('STACK_JWT_SECRET');
/** The database as `pnpm start` prints it: role postgres, as on hosted. */
export const dbUrl = (): string => env('STACK_DB_URL');
/** The database's superuser: for set-up and checks past every rule. */
export const superuserDbUrl = (): string => env('STACK_SUPERUSER_DB_URL');
export const outboxUrl = (): string => env('STACK_OUTBOX_URL');
export const gameBridgeKey = (): string => env('STACK_GAME_BRIDGE_KEY');

function client(key: string): SupabaseClient {
  return createClient(stackUrl(), key, {
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const anonClient = (): SupabaseClient => client(anonKey());
export const serviceClient = (): SupabaseClient => client(serviceRoleKey());

export async function signInAs(email: string, password: string): Promise<SupabaseClient> {
  const supabase = anonClient();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return supabase;
}

export interface TestUser {
  client: SupabaseClient;
  user: User;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.local`;
}

/**
 * A confirmed account, signed in, made as a visitor makes one: sign-up, then the confirmation
 * link from the outbox (by its token hash, as verifyOtp takes it), which signs in.
 */
export async function createTestUser(
  data: Record<string, unknown> = {},
  email = uniqueEmail(),
): Promise<TestUser> {
  const supabase = anonClient();
  const password = `Pw-${randomUUID()}`;
  const signedUp = await supabase.auth.signUp({ email, password, options: { data } });
  if (signedUp.error) throw new Error(`sign-up failed: ${signedUp.error.message}`);
  const { link } = await lastMail(email, 'Confirm your signup');
  const { data: result, error } = await supabase.auth.verifyOtp({
    type: 'signup',
    token_hash: link?.searchParams.get('token') ?? '',
  });
  if (error || !result.user || !result.session) {
    throw new Error(`confirming ${email} failed: ${error?.message ?? 'no session'}`);
  }
  return { client: supabase, user: result.user, email, password };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The outbox's mails, only those to `to` when given. */
export async function outbox(to?: string): Promise<Mail[]> {
  const url = new URL(outboxUrl());
  if (to) url.searchParams.set('to', to);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET /_outbox: ${res.status}`);
  return (await res.json()) as Mail[];
}

/** Runs `fn` on a direct database connection as the superuser (PGlite's socket, or the test database). */
export async function withDb<T>(
  fn: (client: pg.Client) => Promise<T>,
  connectionString = superuserDbUrl(),
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The newest mail to `to` whose subject matches, and the verify link it carries. */
export async function lastMail(to: string, subject: string | RegExp) {
  const mail = (await outbox(to))
    .filter(
      (m) =>
        m.to === to &&
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    )
    .at(-1);
  if (!mail) throw new Error(`no mail "${String(subject)}" to ${to}`);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
  const code = /code: (\d+)/.exec(mail.text)?.[1];
  return { mail, link: link ? new URL(link) : null, code };
}

const packageDir = path.resolve(__dirname, '..');

/**
 * Runs the stack's CLI (`start --port 0 --ready-json --quiet` plus `args`) on in-memory PGlite,
 * or on a throw-away database when DATABASE_URL is set.
 */
export interface StackCliInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  superuserDbUrl: string;
  outboxUrl: string;
}

export function runStackCli(
  args: string[],
  env: Record<string, string> = {},
): {
  ready: Promise<StackCliInfo>;
  exit: Promise<{ code: number | null; output: string }>;
  stop: () => void;
} {
  const child = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli', { paths: [packageDir] }),
      'src/cli.ts',
      'start',
      process.env.DATABASE_URL ? '--isolated-database' : '--memory',
      '--port',
      '0',
      '--ready-json',
      '--quiet',
      ...args,
    ],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let output = '';
  const ready = new Promise<StackCliInfo>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /STACK_READY (\{.*\})/.exec(output);
      if (match) resolve(JSON.parse(match[1]!));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', () => reject(new Error(`stack exited: ${output}`)));
  });
  ready.catch(() => undefined);
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { ready, exit, stop: () => child.kill('SIGTERM') };
}

/** `pnpm db:seed:large` into the database at `dbUrl` (a stack of the test's own). */
export async function runSeedLarge(dbUrl: string, scale: number): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli', { paths: [packageDir] }),
      'src/cli.ts',
      'seed-large',
      '--db-url',
      dbUrl,
      '--scale',
      String(scale),
    ],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed-large exited with ${code}: ${output}`);
  return output;
}
