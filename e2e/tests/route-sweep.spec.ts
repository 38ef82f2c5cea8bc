import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from '../support/a11y-check';
import { expect, finiteAnimationsDone, openLoaded, test } from '../support/fixtures';
import {
  expectGoodLayoutAtEverySize,
  expectNoHorizontalScroll,
  SWEEP_HEIGHT,
  SWEEP_WIDTHS,
} from '../support/layout-check';
import { siteRoutes } from '../support/site-routes';
import { THEMES } from '../support/theme';

/*
 * The sweep of every public route of the remotes' page manifests and the 404, as a visitor
 * (issues "Hardening" and "Finish"): one page load per route, checked in both themes — axe with
 * every WCAG 2.1 A/AA rule in the dark theme and the colour rules again in the light one, and the
 * layout at six widths from 360 to 1920 px and on a 1366 × 768 laptop. A visitor's theme follows
 * their device, so the light theme is the same page once the device turns light. The member and
 * admin routes, the menus and the dialogs are swept in a11y.spec.ts and layout.spec.ts.
 */

const NOT_FOUND = '/no-such-page';
const AXE_VIEWPORT = { width: 1280, height: 720 };
const publicPaths = [
  ...siteRoutes()
    .filter((route) => !route.guard)
    .map((route) => route.visit),
  NOT_FOUND,
];

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const path of publicPaths) {
  test(`public route ${path}, signed out, in both themes`, async ({ page }) => {
    test.setTimeout(180_000);
    // Loaded at a phone's width: the styles a page inserts while loading follow its breakpoints.
    await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: SWEEP_HEIGHT });
    await openLoaded(page, path);
    for (const theme of THEMES) {
      if (theme === 'light') {
        const dark = await pageBackground(page);
        await page.emulateMedia({ colorScheme: 'light' });
        await expect.poll(() => pageBackground(page), 'the page turned light').not.toBe(dark);
        await finiteAnimationsDone(page);
      }
      await expectNoHorizontalScroll(page, path);
      await expectGoodLayoutAtEverySize(page, `${path} (${theme})`);
      await page.setViewportSize(AXE_VIEWPORT);
      await expectNoAxeProblems(page, theme, path);
    }
  });
}
