// The pinned Supabase CLI (package.json devDependency `supabase`, which ships the binary for this
// platform as an npm package: no download at install), run as a child process. The deploy
// command and its tests go through here; SUPABASE_PROFILE in `env` points the CLI at another
// Management API (a profile file: name, api_url, dashboard_url, project_host).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';

/** The version the repository pins (CI's database.yml and README name the same). */
export const PINNED_SUPABASE_CLI = JSON.parse(
  readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).devDependencies.supabase;

const CLI = path.join(repoRoot, 'node_modules/.bin/supabase');

/**
 * Runs `supabase <args>` in the repository; resolves with its status and output (never rejects
 * for a non-zero status).
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cli?: string, cwd?: string }} [options]
 * @returns {Promise<{ status: number | null, stdout: string, stderr: string }>}
 */
export function supabaseCli(args, { env = process.env, cli = CLI, cwd = repoRoot } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cli, args, { cwd, env: { DO_NOT_TRACK: '1', ...env }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end();
    child.on('error', (error) => resolve({ status: null, stdout, stderr: error.message }));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * What `supabase config push` would change on project `ref`, as the CLI reads supabase/config.toml
 * for that ref (its [remotes.*] override applied, env(...) resolved from `env`).
 * @returns {Promise<{ scope: string, changes: Map<string, unknown>, masked: string[] }>}
 */
export async function configDiff(ref, options = {}) {
  const run = await supabaseCli(
    ['config', 'diff', '--project-ref', ref, '--output-format', 'json'],
    options,
  );
  if (run.status !== 0) {
    throw new Error(`supabase config diff failed: ${(run.stderr || run.stdout).trim()}`);
  }
  const diff = JSON.parse(run.stdout);
  return {
    scope: /using (.+)$/m.exec(run.stderr)?.[1] ?? 'base config',
    changes: new Map(diff.changes.map((change) => [change.path.join('.'), change.local])),
    masked: diff.masked.map((key) => key.join('.')),
  };
}
