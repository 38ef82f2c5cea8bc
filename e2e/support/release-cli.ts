import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { SEEDED_ACCOUNTS } from '../../scripts/lib/stack.mjs';
import { e2eEnv } from './env';

/**
 * Runs a release command (`pnpm release`, `release:rollback`, `releases`) as a team would, on a
 * private release directory. The gate's canary talks to the shared stack (its seeded admin is
 * the canary account) instead of starting a stack of its own.
 */
export function releaseCommand(
  command: 'ship' | 'rollback' | 'list',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const { stackUrl, anonKey } = e2eEnv();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/release.mjs', command, ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        CANARY_SUPABASE_URL: stackUrl,
        CANARY_SUPABASE_ANON_KEY: anonKey,
        CANARY_EMAIL: SEEDED_ACCOUNTS.admin.email,
        CANARY_PASSWORD: SEEDED_ACCOUNTS.admin.password,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, output }));
  });
}

/** sha256 of every file under `dir` (relative path → hash), to prove what a release left alone. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(child);
      else {
        const bytes = await readFile(path.join(dir, child));
        hashes[child] = createHash('sha256').update(bytes).digest('hex');
      }
    }
  };
  await walk('');
  return hashes;
}
