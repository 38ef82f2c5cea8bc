/* global AbortSignal */
// Start the backend engineer's local Supabase-compatible stack as a child process (its CLI, run
// by tsx), or reuse one that already answers on the port.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stackDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/local');

/** The accounts supabase/seed.sql creates (local stacks only). */
export const SEEDED_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Password1' },
  member: { email: 'member@example.com', password: 'Password1' },
};

async function isStackUp(url) {
  try {
    const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, memory?: boolean, reuse?: boolean, jwtExpirySeconds?: number, log?: (line: string) => void }} options
 *   port 0 = a free port; memory = in-memory database, freshly migrated and seeded;
 *   reuse = use a stack already running on `port` (its keys must be the default local ones);
 *   jwtExpirySeconds = lifetime of the access tokens it issues (the CLI reads JWT_EXPIRY).
 * @returns {Promise<import('./stack.d.mts').LocalStack>}
 */
export async function startLocalStack({
  port = 54321,
  memory = false,
  reuse = true,
  jwtExpirySeconds,
  log,
} = {}) {
  if (reuse && port !== 0) {
    const url = `http://localhost:${port}`;
    if (await isStackUp(url)) {
      log?.(`reusing the local stack already running at ${url}`);
      return { url, anonKey: null, serviceRoleKey: null, reused: true, stop: async () => {} };
    }
  }
  const args = ['src/cli.ts', 'start', '--port', String(port), '--ready-json', '--quiet'];
  if (memory) args.push('--memory');
  // PGlite creates only the last folder of its data path: make sure the parent exists.
  else mkdirSync(path.join(stackDir, '.data'), { recursive: true });
  const child = spawn(path.join(stackDir, 'node_modules/.bin/tsx'), args, {
    cwd: stackDir,
    env:
      jwtExpirySeconds === undefined
        ? process.env
        : { ...process.env, JWT_EXPIRY: String(jwtExpirySeconds) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const info = await ready;
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
    reused: false,
    stop,
  };
}
