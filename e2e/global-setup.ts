import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, distOf, repoRoot, serveApps } from '../scripts/lib/apps.mjs';
import { startLocalStack } from '../scripts/lib/stack.mjs';
import { E2E_ENV, type E2eEnv } from './support/env';

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
}

/**
 * A fresh in-memory stack (migrated and seeded) and every app's static server, all on free
 * ports so several people can run the suite at once. Tests get the URLs through process.env.
 */
export default async function globalSetup() {
  buildIfNeeded();
  // Every spec signs up and in from this one address: the per-IP auth limits would trip.
  const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
  const env = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
  const apps = await serveApps({
    ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
    env,
  });
  const e2eEnv: E2eEnv = {
    baseUrl: apps.shell.url,
    stackUrl: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    outboxUrl: stack.outboxUrl,
    remotes: apps.remotesJson,
  };
  process.env[E2E_ENV] = JSON.stringify(e2eEnv);
  return async () => {
    await apps.close();
    await stack.stop();
  };
}
