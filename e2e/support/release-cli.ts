import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { SEEDED_ACCOUNTS } from '../../scripts/lib/stack.mjs';
import { e2eEnv } from './env';

/**
 * Starts a release command (`pnpm release`, `release:rollback`, `releases`) as a team would, on a
 * private release directory, in a process group of its own (what it leaves running can be found
 * by it). The gate's canary talks to the shared stack (its seeded admin is the canary account)
 * instead of starting a stack of its own, unless `env` sets CANARY_SUPABASE_URL to ''.
 */
export function startReleaseCommand(
  command: 'ship' | 'rollback' | 'list',
  args: string[],
  env: Record<string, string> = {},
) {
  const { stackUrl, anonKey } = e2eEnv();
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
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ status: number | null; signal: string | null }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (status, signal) => resolve({ status, signal }));
    },
  );
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    /** The command lines of the processes still running in its process group. */
    processesLeft: () => processesInGroup(child.pid!),
  };
}

/** Runs a release command to its end (startReleaseCommand). */
export async function releaseCommand(
  command: 'ship' | 'rollback' | 'list',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const run = startReleaseCommand(command, args, env);
  const { status } = await run.exited;
  return { status, output: run.output() };
}

/** The command lines of the processes whose process group is `group` (from /proc). */
export async function processesInGroup(group: number): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so split after it.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!fields || Number(fields[2]) !== group || fields[0] === 'Z') continue;
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    found.push(command.split('\0').join(' ').trim());
  }
  return found;
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
