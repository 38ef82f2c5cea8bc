// The composed production site for the benchmarks: builds any app whose dist/ is missing, then
// an in-memory local stack and every app's static server on free ports (as the e2e harness does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, distOf, repoRoot, serveApps } from '../../scripts/lib/apps.mjs';
import { startLocalStack } from '../../scripts/lib/stack.mjs';

/** Seeded by supabase/seed.sql. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Password1' },
  member: { email: 'member@example.com', password: 'Password1' },
};

export function buildMissingApps() {
  for (const app of APPS) {
    if (existsSync(path.join(distOf(app), 'mf-manifest.json'))) continue;
    console.log(`[bench] building ${app.dir}`);
    const result = spawnSync('pnpm', ['--filter', app.dir, 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`build of ${app.dir} failed`);
  }
}

/** @returns {Promise<{ url: string, remotesJson: Record<string, string>, close: () => Promise<void> }>} */
export async function startSite() {
  buildMissingApps();
  const stack = await startLocalStack({
    port: 0,
    memory: true,
    reuse: false,
    rateLimits: false,
  });
  try {
    const apps = await serveApps({
      ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
      env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    });
    return {
      url: apps.shell.url,
      remotesJson: apps.remotesJson,
      async close() {
        await apps.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** Sign in through the account remote's form, as a visitor would (lands on /members). */
export async function signIn(page, siteUrl, who) {
  const { email, password } = ACCOUNTS[who];
  await page.goto(`${siteUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/members$/);
}

/** The benchmarks run offline: requests to outside hosts (chat widget, avatars) fail at once. */
export async function blockOutsideHosts(context) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}
