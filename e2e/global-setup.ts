import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, distOf, repoRoot, SHELL } from '../scripts/lib/apps.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { serveSite } from '../scripts/lib/release-host.mjs';
import { dirTarget } from '../scripts/lib/release/dir-target.mjs';
import { releaseMissingApps } from '../scripts/lib/release/ship.mjs';
import { startLocalStack } from '../scripts/lib/stack.mjs';
import { CATALOGUE_INDEX } from './support/catalogue';
import { E2E_ENV, E2E_HOST_ENV, type E2eEnv } from './support/env';

/** Build what is missing (or everything with E2E_BUILD=1), so a fresh clone just works. */
function buildIfNeeded() {
  const missing = APPS.filter(
    (app) =>
      process.env.E2E_BUILD === '1' || !existsSync(path.join(distOf(app), 'mf-manifest.json')),
  );
  for (const app of missing) {
    console.log(`[e2e] building ${app.dir}`);
    const result = spawnSync('pnpm', ['--filter', app.dir, 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`build of ${app.dir} failed`);
  }
  // The UI kit's catalogue (catalogue.spec.ts), built here once: each worker loads the spec.
  if (process.env.E2E_BUILD === '1' || !existsSync(CATALOGUE_INDEX)) {
    console.log('[e2e] building the catalogue');
    const result = spawnSync('pnpm', ['catalogue:build'], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('pnpm catalogue:build failed');
  }
}

/**
 * Every app released once from its build into this run's own release directory, served as
 * `pnpm start` serves one, with a fresh in-memory stack (migrated and seeded): all on free ports
 * so several people can run the suite at once. Tests get the URLs through process.env.
 */
export default async function globalSetup() {
  buildIfNeeded();
  const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-e2e-releases-'));
  const target = dirTarget(releaseDir);
  // The shell's port is chosen first: it is the stack's site_url, so mail links and the site's
  // redirect_to (password reset) lead back to this run's site and nowhere else.
  const shellPort = await freePort();
  // Every spec signs up and in from this one address: the per-IP auth limits would trip.
  const stack = await startLocalStack({
    port: 0,
    memory: true,
    reuse: false,
    rateLimits: false,
    siteUrl: `http://127.0.0.1:${shellPort}`,
  });
  const env = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
  // The release's static copy (front-door.spec.ts) talks to this stack too.
  await releaseMissingApps(target, { build: false, runtimeEnv: env });
  // The host's log (one JSON line per request and event), beside the run's results.
  const runDir = path.join(import.meta.dirname, 'test-results', `run-${process.env.E2E_RUN_ID}`);
  mkdirSync(runDir, { recursive: true });
  const hostLog = createWriteStream(path.join(runDir, 'host.log'));
  const site = await serveSite({
    target,
    ports: { ...Object.fromEntries(APPS.map((app) => [app.name, 0])), [SHELL.name]: shellPort },
    env,
    onLog: (entry) => hostLog.write(`${JSON.stringify(entry)}\n`),
    hostEnv: E2E_HOST_ENV,
  });
  const e2eEnv: E2eEnv = {
    baseUrl: site.url,
    stackUrl: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    outboxUrl: stack.outboxUrl,
    gameBridgeKey: stack.gameBridgeKey,
    remoteOrigins: site.remoteOrigins,
    releaseDir,
  };
  process.env[E2E_ENV] = JSON.stringify(e2eEnv);
  return async () => {
    await site.close();
    hostLog.end();
    await stack.stop();
    await rm(releaseDir, { recursive: true, force: true });
  };
}
