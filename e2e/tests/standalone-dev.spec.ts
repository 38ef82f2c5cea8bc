import type { Page } from '@playwright/test';
import { REMOTES } from '../../scripts/lib/apps.mjs';
import { startDevServer } from '../support/dev-server';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { siteRoutes } from '../support/site-routes';

/*
 * A team works on its remote alone (README "One team, one remote"): the remote's dev server
 * serves every page of its manifest standalone, inside DevHarness, with the Supabase client
 * loaded, the session of the dev bar and data from the stack.
 */

/** Seeded rows (supabase/seed.sql) a page shows once its data has loaded. */
const SEEDED_DATA: Record<string, string> = {
  '/items': 'Helm of the Allfather',
  '/punishments': 'Griefer_Grim',
  '/punishments/:player': 'Using a fly hack in the Asgard arena',
  '/games/elder-clicker': 'Elder Clicker Top 10',
  '/games/flappy-steve': 'Hvitserk',
  '/auction-house': 'Netherite Sword of Tyr',
  '/profile': 'Allfather_Admin',
  '/admin': 'member@example.com',
};

/** What a page shows when its data did not load (QueryView's error state, the leaderboard's). */
const DATA_ERROR = /could not be loaded|unavailable|Failed to load/i;

async function signInWithDevBar(page: Page) {
  const bar = page.getByRole('banner', { name: 'Development harness' });
  await bar.getByLabel('Dev email').fill('admin@example.com');
  await bar.getByRole('button', { name: 'Sign in' }).click();
  await expect(bar.getByText('admin@example.com (admin)')).toBeVisible();
}

test.describe.configure({ timeout: 240_000 });

for (const remote of REMOTES) {
  const routes = siteRoutes().filter((route) => route.remote === remote.name);

  test(`${remote.dir} standalone dev: every page renders with its data, guarded ones signed in through the dev bar`, async ({
    page,
  }) => {
    const { stackUrl, anonKey } = e2eEnv();
    const dev = await startDevServer({ dir: remote.dir, stack: { url: stackUrl, anonKey } });
    const failedData: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(stackUrl) && response.status() >= 400) {
        failedData.push(`${response.status()} ${response.url()}`);
      }
    });
    // As the shell does: visitors first, then the guarded pages with a session.
    const ordered = [...routes.filter((r) => !r.guard), ...routes.filter((r) => r.guard)];
    try {
      for (const route of ordered) {
        await test.step(route.visit, async () => {
          await page.goto(dev.url + route.visit);
          if (route.guard && !(await page.getByText('(admin)').count())) {
            await signInWithDevBar(page);
          }
          await expect(pageHeading(page)).toHaveCount(1);
          await expect(pageHeading(page)).not.toBeEmpty();
          const seeded = SEEDED_DATA[route.path];
          if (seeded) await expect(page.getByText(seeded).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(DATA_ERROR)).toHaveCount(0);
          expect(failedData).toEqual([]);
        });
      }
    } finally {
      await dev.stop();
    }
  });
}
