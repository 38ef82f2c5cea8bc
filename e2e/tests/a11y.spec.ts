import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { SiteRoute } from '../../shell/src/app/route-table';
import { signInAs } from '../support/auth';
import { expect, pageHeading, test } from '../support/fixtures';

/*
 * The accessibility sweep (issue "Hardening"): axe on every route of the shell's route table and
 * the 404, whole page with the chrome, in both themes, with each overlay open at least once; and
 * no horizontal scroll at 360 px. One page per theme and role keeps it to a few sign-ins.
 */

// The shell's package is CommonJS to Node, so its named exports only come through require.
const { ROUTES } = createRequire(import.meta.url)('../../shell/src/app/route-table') as {
  ROUTES: readonly SiteRoute[];
};
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOT_FOUND = '/no-such-page';
const SMALL = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

const publicPaths = [...ROUTES.filter((route) => !route.guard).map((r) => r.path), NOT_FOUND];
const pathsFor = (guard: 'signed-in' | 'admin') =>
  ROUTES.filter((route) => route.guard === guard).map((route) => route.path);

/** Stored before any script runs, so the first paint is already in `theme`. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((mode) => {
    // Also runs in frames, where sandboxed pages may not touch storage.
    if (window === window.top) localStorage.setItem('norsecraft-theme-mode', mode);
  }, theme);
}

/** Serious or critical WCAG 2.1 A/AA findings on the whole page, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}

async function expectNoAxeProblems(page: Page, what: string) {
  expect.soft(await axeProblems(page), what).toEqual([]);
}

/** The page's heading is shown and no loading state is left (data or its error are on screen). */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page, path: string) {
  await page.setViewportSize(SMALL);
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `horizontal overflow at 360 px on ${path}`,
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

/** axe at desktop size, then the 360 px overflow check, for each path. */
async function sweep(page: Page, theme: Theme, paths: readonly string[]) {
  for (const path of paths) {
    await openLoaded(page, path);
    await expectNoAxeProblems(page, `${path} (${theme})`);
    await expectNoHorizontalScroll(page, path);
  }
}

test.use({ viewport: DESKTOP });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('public routes and the 404, signed out', async ({ page }) => {
      test.setTimeout(300_000);
      await sweep(page, theme, publicPaths);
    });

    test('member routes', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'member');
      // /update-password shows its form only with a session.
      await sweep(page, theme, [...pathsFor('signed-in'), '/update-password']);
    });

    test('admin route', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      await sweep(page, theme, pathsFor('admin'));
    });

    test('menus, chat panel, version panel and a game dialog open', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      await openLoaded(page, '/games/elder-clicker');

      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeProblems(page, `More menu (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeProblems(page, `profile menu (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Show community chat' }).click();
      await expect(page.getByRole('region', { name: 'Community chat' })).toBeVisible();
      await expectNoAxeProblems(page, `chat panel (${theme})`);
      await page.getByRole('button', { name: 'Hide community chat' }).click();

      await page.getByRole('button', { name: /^Version/ }).click();
      await expect(page.getByRole('dialog', { name: 'Version History' })).toBeVisible();
      await expectNoAxeProblems(page, `version panel (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Strike/ }).click();
      await page.getByRole('button', { name: 'Submit Score' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit Score' })).toBeVisible();
      await expectNoAxeProblems(page, `submit score dialog (${theme})`);
      await page.keyboard.press('Escape');

      await page.setViewportSize(SMALL);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
      await expectNoAxeProblems(page, `small-screen menu (${theme})`);
    });
  });
}
