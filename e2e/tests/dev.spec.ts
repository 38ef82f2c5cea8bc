import type { Page } from '@playwright/test';
import { APPS, findApp, REMOTES, SHELL } from '../../scripts/lib/apps.mjs';
import { copyAppFolder } from '../support/app-copy';
import { freeDevPortBase, startDevServer } from '../support/dev-server';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { siteRoutes } from '../support/site-routes';

/*
 * A team's dev servers (README "One team, one remote"). Alone, a remote's dev server serves every
 * page of its manifest standalone, inside DevHarness, with the Supabase client loaded, the
 * session of the dev bar and data from the stack. Composed (`pnpm dev`), an edit in a remote
 * updates the page the shell's dev server shows, in place.
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

/**
 * Signed in as the admin through the dev bar, unless the session kept from an earlier page already
 * is (the bar shows the stored user at once, and its role once checked).
 */
async function signInAsAdminWithDevBar(page: Page) {
  const bar = page.getByRole('banner', { name: 'Development harness' });
  const signedIn = bar.getByText('admin@example.com');
  const email = bar.getByLabel('Dev email');
  await expect(signedIn.or(email)).toBeVisible();
  if (await email.isVisible()) {
    await email.fill('admin@example.com');
    await bar.getByRole('button', { name: 'Sign in' }).click();
  }
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
          if (route.guard) {
            await signInAsAdminWithDevBar(page);
            // Signed out, a guarded page sends the visitor away (the admin gate to `/`).
            if (new URL(page.url()).pathname !== route.visit)
              await page.goto(dev.url + route.visit);
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
      // Left open, the page would go on calling the stopped server's reload socket.
      await page.goto('about:blank');
      await dev.stop();
    }
  });
}

test('pnpm dev: the composed games pages render without a React warning', async ({ page }) => {
  const { stackUrl, anonKey } = e2eEnv();
  const stack = { url: stackUrl, anonKey };
  const base = await freeDevPortBase(APPS.length);
  const env = { NORSECRAFT_DEV_PORT_BASE: String(base) };
  const games = findApp('mfe-games');
  const remote = await startDevServer({
    dir: games.dir,
    stack,
    port: base + APPS.indexOf(games),
    env,
  });
  const shell = await startDevServer({ dir: SHELL.dir, stack, port: base, env });
  // React logs its warnings as console errors (the fixture fails on any): this names the one.
  const useWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('called use()')) useWarnings.push(message.text());
  });
  try {
    for (const route of siteRoutes().filter((r) => r.remote === games.name)) {
      await test.step(route.visit, async () => {
        // A new document each time: the shell mounts the page before Supabase has loaded.
        await page.goto(`${shell.url}${route.visit}`);
        // Development builds: several megabytes of unminified script to evaluate first.
        await expect(pageHeading(page)).toHaveCount(1, { timeout: 60_000 });
        await expect(pageHeading(page)).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
      });
    }
    expect(useWarnings).toEqual([]);
  } finally {
    await page.goto('about:blank');
    await Promise.all([shell.stop(), remote.stop()]);
  }
});

test('pnpm dev: an edit in a remote updates the composed page in place, without a reload', async ({
  page,
}) => {
  const { stackUrl, anonKey } = e2eEnv();
  const stack = { url: stackUrl, anonKey };
  // The shell's dev server finds the remotes' at the base plus their place in apps.json.
  const base = await freeDevPortBase(APPS.length);
  const env = { NORSECRAFT_DEV_PORT_BASE: String(base) };
  const games = findApp('mfe-games');
  const copy = await copyAppFolder(games.dir);
  const remote = await startDevServer({
    dir: games.dir,
    folder: copy.folder,
    stack,
    port: base + APPS.indexOf(games),
    env,
  });
  const shell = await startDevServer({ dir: SHELL.dir, stack, port: base, env });
  try {
    await page.goto(`${shell.url}/games`);
    // Development builds: several megabytes of unminified script to evaluate first.
    await expect(page.getByText('Two trials for idle hands.')).toBeVisible({ timeout: 60_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The page's words are in its catalog (issue 40); the component's code is what React Refresh
    // updates in place: the header now shows the page's title as its subtitle too.
    await copy.edit('src/features/hub/components/games-hub-page.tsx', (text) =>
      text.replace("subtitle={t('hub.subtitle')}", "subtitle={t('hub.title')}"),
    );
    await expect(page.getByText('Two trials for idle hands.')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Mini Games', { exact: true })).toHaveCount(2);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await page.goto('about:blank');
    await Promise.all([shell.stop(), remote.stop()]);
    await copy.remove();
  }
});
