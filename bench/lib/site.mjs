// The composed production site for the benchmarks: every app released once from its build
// (built first when its dist/ is missing) into a throwaway release directory, served as
// `pnpm start` serves one, with an in-memory local stack, all on free ports (as the e2e harness).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../../scripts/lib/apps.mjs';
import { serveSite } from '../../scripts/lib/release-host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import { releaseMissingApps } from '../../scripts/lib/release/ship.mjs';
import { SEEDED_ACCOUNTS as ACCOUNTS, startLocalStack } from '../../scripts/lib/stack.mjs';

export { ACCOUNTS };

/**
 * @param {{ stack?: { url: string, anonKey: string, serviceRoleKey: string } }} [options] a running
 *   stack to serve the site against (e.g. one holding the large data set), else a fresh
 *   in-memory one
 * @returns {Promise<{ url: string, remoteOrigins: Record<string, string>, stackUrl: string, anonKey: string, serviceRoleKey: string, close: () => Promise<void> }>}
 */
export async function startSite({ stack: given } = {}) {
  const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-bench-releases-'));
  await releaseMissingApps(dirTarget(releaseDir), { build: false });
  const stack =
    given ??
    (await startLocalStack({
      port: 0,
      memory: true,
      reuse: false,
      rateLimits: false,
    }));
  const stopStack = given ? async () => {} : () => stack.stop();
  try {
    const site = await serveSite({
      target: dirTarget(releaseDir),
      ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
      env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    });
    return {
      url: site.url,
      remoteOrigins: site.remoteOrigins,
      stackUrl: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      async close() {
        await site.close();
        await stopStack();
        await rm(releaseDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopStack();
    throw error;
  }
}

/** Sign in through the account remote's form, as a visitor would (lands on /members). */
export async function signIn(page, siteUrl, who) {
  const { email, password } = ACCOUNTS[who];
  await page.goto(`${siteUrl}/login`);
  // Typed before the page is hydrated, the form would be drawn again empty.
  await page.locator('html[data-hydrated]').waitFor();
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
