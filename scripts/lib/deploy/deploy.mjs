// `pnpm deploy:production`: the first deployment and every later one, in the one order that works
// (README "Production"). Checks everything first (prerequisites.mjs) and stops with a sentence at
// the first thing missing; then enables what the migrations need, pushes the migrations, the
// settings and the functions, and releases the shell, then each remote, to Storage. `--dry-run`
// prints the steps and runs the checks only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, repoRoot, SHELL } from '../apps.mjs';
import { prerequisites } from './prerequisites.mjs';
import { supabaseCli } from './supabase-cli.mjs';

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** Creates or updates Vault's secret `name` (what the settle job reads). */
const vaultUpsert = (name, value) => `
select vault.create_secret(${sqlText(value)}, ${sqlText(name)})
  where not exists (select 1 from vault.secrets where name = ${sqlText(name)});
select vault.update_secret(id, ${sqlText(value)}) from vault.secrets where name = ${sqlText(name)};`;

/** The shell first (a remote needs a live shell, and the exports of shared it brings), then each remote. */
export const RELEASE_ORDER = [SHELL, ...APPS.filter((app) => app.role !== 'host')];

/** `node scripts/release.mjs ship <app> --target storage` with the deploy's environment. */
function releaseToStorage(app, { env, log, skipTests }) {
  return new Promise((resolve, reject) => {
    const args = ['scripts/release.mjs', 'ship', app.dir, '--target', 'storage'];
    if (skipTests) args.push('--skip-tests');
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the release of ${app.dir} failed (${code})`)),
    );
    log(`releasing ${app.dir} to Storage`);
  });
}

/**
 * The steps after the checks, each `{ name, run() }`.
 * @param {{ ctx: object, env: NodeJS.ProcessEnv, cli: typeof supabaseCli, log: (line: string) => void,
 *   release: typeof releaseToStorage, skipTests: boolean }} options
 */
function deploySteps({ ctx, env, cli, log, release, skipTests }) {
  async function sql(statements) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-deploy-'));
    const file = path.join(dir, 'step.sql');
    try {
      writeFileSync(file, statements, { mode: 0o600 });
      await must(cli(['db', 'query', ...ctx.dbFlags, '--file', file], { env }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  async function must(running) {
    const run = await running;
    if (run.status !== 0) throw new Error((run.stderr || run.stdout).trim());
    return run;
  }
  return [
    {
      name: 'enable pg_cron and pg_net (the settle jobs; before the push, whose migrations schedule them)',
      run: () =>
        sql(
          'create extension if not exists pg_cron with schema pg_catalog;\n' +
            'create extension if not exists pg_net with schema extensions;\n',
        ),
    },
    {
      name: 'keep the project URL and anon key in Vault (project_url, anon_key: the mail job reads them)',
      run: () =>
        sql(
          vaultUpsert('project_url', env.SUPABASE_URL) +
            vaultUpsert('anon_key', env.SUPABASE_ANON_KEY),
        ),
    },
    {
      name: `push the migrations (supabase db push${ctx.pending.length ? `: ${ctx.pending.length} pending` : ''})`,
      run: () => must(cli(['db', 'push', '--yes', ...ctx.dbFlags], { env })),
    },
    {
      name: 'schedule settlement (private.schedule_settlement(): the jobs, whenever pg_cron came)',
      run: () => sql('select private.schedule_settlement();\n'),
    },
    {
      name: 'push the auth, API and storage settings ([remotes.production] of supabase/config.toml)',
      run: () => must(cli(['config', 'push', '--yes', '--project-ref', ctx.ref], { env })),
    },
    {
      name: 'deploy the Edge Functions (supabase functions deploy)',
      run: () =>
        must(cli(['functions', 'deploy', '--use-api', '--project-ref', ctx.ref, '--yes'], { env })),
    },
    ...RELEASE_ORDER.map((app) => ({
      name: `release ${app.dir} to Storage (built, checked, gated, promoted)`,
      run: () =>
        release(app, {
          env: { ...env, RELEASE_TARGET: 'storage' },
          log,
          skipTests,
        }),
    })),
  ];
}

/**
 * @param {{ dryRun?: boolean, dbUrl?: string, skipTests?: boolean, env?: NodeJS.ProcessEnv,
 *   cli?: typeof supabaseCli, release?: typeof releaseToStorage, fetch?: typeof fetch,
 *   log?: (line: string) => void }} options
 * @returns {Promise<boolean>} whether every check (and, unless a dry run, every step) passed
 */
export async function deployProduction({
  dryRun = false,
  dbUrl,
  skipTests = false,
  env = process.env,
  cli = supabaseCli,
  release = releaseToStorage,
  fetch = globalThis.fetch,
  log = (line) => console.log(line),
} = {}) {
  const { ctx, checks } = prerequisites({ env, cli, dbUrl, fetch });
  const steps = deploySteps({ ctx, env, cli, log, release, skipTests });
  log(dryRun ? 'Dry run: nothing changes. The deployment would:' : 'The deployment:');
  log('  0. check: ' + checks.map((check) => check.name).join('; '));
  steps.forEach((step, i) => log(`  ${i + 1}. ${step.name}`));
  log('Checks:');
  for (const { name, check } of checks) {
    const missing = await check();
    if (missing) {
      log(`  ✗ ${name}`);
      log(`Stopped before changing anything: ${missing}.`);
      return false;
    }
    log(`  ✓ ${name}`);
  }
  const changes = ctx.diff ? ctx.diff.changes.size + ctx.diff.masked.length : 0;
  log(
    `Project ${ctx.ref}: ${ctx.pending.length} migration(s) to push${ctx.pending.length ? ` (${ctx.pending.join(', ')})` : ''}; ${changes} setting(s) config push would write.`,
  );
  if (dryRun) {
    log('Ready: run it again without --dry-run to deploy.');
    return true;
  }
  for (const [i, step] of steps.entries()) {
    log(`${i + 1}/${steps.length} ${step.name}`);
    try {
      await step.run();
    } catch (error) {
      log(`Stopped at step ${i + 1} (${step.name}): ${error.message}`);
      log('Steps before it are done; run the command again to go on (each step can run again).');
      return false;
    }
  }
  log(
    `Deployed: ${env.NORSECRAFT_SITE_URL} (start or restart the HTML host instances: README "Production").`,
  );
  return true;
}
