import type { Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { expect, pageHeading, pageTakenOver, test } from '../support/fixtures';
import {
  DISPLAY_FACE,
  LAPTOP_VIEWPORT,
  layoutProblems,
  SWEEP_HEIGHT,
  SWEEP_WIDTHS,
} from '../support/layout-check';
import { siteRoutes } from '../support/site-routes';

/*
 * The layout sweep (issue "Finish"): every route of the remotes' page manifests and the 404, at six
 * widths from 360 to 1920 px and on a 1366 × 768 laptop in both themes, and again with each menu, the chat panel and each
 * dialog open: nothing outside the viewport horizontally, no text overflowing its box, no
 * floating control covering a focusable element, headings in the shipped display face. One page
 * load per route; the viewport is resized within it.
 */

const ROUTES = siteRoutes();
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
const NOT_FOUND = '/no-such-page';
const WIDE = 1024; // below it the bar shows Menu instead of the links and More

const publicPaths = [...ROUTES.filter((route) => !route.guard).map((r) => r.visit), NOT_FOUND];
const pathsFor = (guard: 'signed-in' | 'admin') =>
  ROUTES.filter((route) => route.guard === guard).map((route) => route.visit);

async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((mode) => {
    if (window === window.top) localStorage.setItem('norsecraft-theme-mode', mode);
  }, theme);
}

/**
 * Opens `path` as a visitor sees it once loaded: taken over by the shell, which adds the web
 * fonts right after (the HTML before it is the content-first tests' concern), data shown.
 */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await pageTakenOver(page);
  await expect
    .poll(() =>
      page.evaluate(
        (face) => [...document.fonts].some((font) => font.family.replace(/["']/g, '') === face),
        DISPLAY_FACE,
      ),
    )
    .toBe(true);
  await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: SWEEP_HEIGHT });
}

async function expectGoodLayout(page: Page, what: string) {
  expect.soft(await layoutProblems(page), what).toEqual([]);
}

/** Every width for each path, as loaded. */
async function sweepRoutes(page: Page, theme: Theme, paths: readonly string[]) {
  for (const path of paths) {
    await resize(page, SWEEP_WIDTHS[0]);
    await openLoaded(page, path);
    for (const width of SWEEP_WIDTHS) {
      await resize(page, width);
      await expectGoodLayout(page, `${path} at ${width} px (${theme})`);
    }
    await page.setViewportSize(LAPTOP_VIEWPORT);
    await expectGoodLayout(page, `${path} at 1366 × 768 (${theme})`);
  }
}

interface Overlay {
  name: string;
  /** Widths at which it exists (More lives in the wide bar, Menu in the narrow one). */
  at?: (width: number) => boolean;
  open: (page: Page) => Promise<void>;
  close: (page: Page) => Promise<void>;
}

const pressEscape = (page: Page) => page.keyboard.press('Escape');

const CHROME_OVERLAYS: Overlay[] = [
  {
    name: 'More menu',
    at: (width) => width >= WIDE,
    open: async (page) => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'More' })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
    close: pressEscape,
  },
  {
    name: 'small-screen menu',
    at: (width) => width < WIDE,
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    },
    close: (page) => page.getByRole('button', { name: 'Close', exact: true }).click(),
  },
  {
    name: 'profile menu',
    open: async (page) => {
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
    close: pressEscape,
  },
  {
    name: 'chat panel',
    open: async (page) => {
      await page.getByRole('button', { name: 'Show community chat' }).click();
      await expect(page.getByRole('region', { name: 'Community chat' })).toBeVisible();
    },
    close: (page) => page.getByRole('button', { name: 'Hide community chat' }).click(),
  },
  {
    name: 'version panel',
    open: async (page) => {
      await page.getByRole('button', { name: /^Version/ }).click();
      await expect(page.getByRole('dialog', { name: 'Version History' })).toBeVisible();
    },
    close: pressEscape,
  },
];

/** Opens each overlay at each width it exists at, checks, closes it again. */
async function sweepOverlays(page: Page, theme: Theme, where: string, overlays: Overlay[]) {
  for (const width of SWEEP_WIDTHS) {
    await resize(page, width);
    for (const overlay of overlays) {
      if (overlay.at && !overlay.at(width)) continue;
      await overlay.open(page);
      await expectGoodLayout(page, `${overlay.name} on ${where} at ${width} px (${theme})`);
      await overlay.close(page);
    }
  }
}

const dialogOverlay = (name: string, opener: (page: Page) => Promise<void>): Overlay => ({
  name,
  open: async (page) => {
    await opener(page);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  },
  close: async (page) => {
    await pressEscape(page);
    await expect(page.getByRole('dialog', { name })).toBeHidden();
  },
});

const main = (page: Page) => page.getByRole('main');

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('public routes and the 404, signed out', async ({ page }) => {
      test.setTimeout(360_000);
      await sweepRoutes(page, theme, publicPaths);
    });

    test('member and admin routes', async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, 'admin');
      await sweepRoutes(page, theme, [...pathsFor('signed-in'), ...pathsFor('admin')]);
    });

    test('menus, chat panel and dialogs open', async ({ page }) => {
      test.setTimeout(360_000);
      await signInAs(page, 'admin');

      await openLoaded(page, '/');
      await sweepOverlays(page, theme, '/', CHROME_OVERLAYS);

      await openLoaded(page, '/games/elder-clicker');
      await page.getByRole('button', { name: /^Strike/ }).click();
      await sweepOverlays(page, theme, '/games/elder-clicker', [
        dialogOverlay('Submit Score', (p) =>
          p.getByRole('button', { name: 'Submit Score' }).click(),
        ),
        {
          ...dialogOverlay('Leave the game?', (p) =>
            p.getByRole('link', { name: 'Norsecraft home' }).click(),
          ),
          close: (p) => p.getByRole('button', { name: 'Stay' }).click(),
        },
      ]);

      await openLoaded(page, '/auction-house');
      await sweepOverlays(page, theme, '/auction-house', [
        dialogOverlay('Place Bid', (p) =>
          main(p)
            .getByRole('button', { name: /^(Bid|Place Bid)$/ })
            .first()
            .click(),
        ),
      ]);

      await openLoaded(page, '/members');
      await sweepOverlays(page, theme, '/members', [
        dialogOverlay('Swedish Citizenship Required', (p) =>
          p.getByRole('button', { name: 'Become a Member' }).click(),
        ),
      ]);

      await openLoaded(page, '/calendar');
      await sweepOverlays(page, theme, '/calendar', [
        dialogOverlay('Add event', (p) => p.getByRole('button', { name: 'Add event' }).click()),
      ]);

      await openLoaded(page, '/admin');
      await expect(main(page).getByRole('list', { name: 'Users' })).toBeVisible();
      await sweepOverlays(page, theme, '/admin', [
        dialogOverlay('Create Event', (p) =>
          p.getByRole('button', { name: 'Create Event' }).click(),
        ),
        dialogOverlay('Make admin?', (p) =>
          main(p).getByRole('button', { name: 'Make Admin' }).first().click(),
        ),
        dialogOverlay('Delete event?', (p) =>
          main(p)
            .getByRole('button', { name: /^Delete/ })
            .first()
            .click(),
        ),
      ]);
    });
  });
}

// A phone rotated, or a window resized, while a page is still inserting its styles: Chromium
// left rules at the old width's breakpoints (the wide nav on a 360 px screen) in about 1 load in
// 15, so the shell re-matches the styles on crossing a breakpoint (restyle-on-breakpoint.ts). The
// account's theme, applied as the session is restored, restyles the whole page just then.
test('breakpoints follow a resize made as a page loads', async ({ page }) => {
  test.setTimeout(180_000);
  await useTheme(page, 'light');
  await signInAs(page, 'admin');
  const wideNav = page.locator('nav[aria-label="Main"]');
  for (let load = 0; load < 12; load += 1) {
    for (const path of ['/calendar', '/auction-house']) {
      await resize(page, 1920);
      await openLoaded(page, path);
      await resize(page, SWEEP_WIDTHS[0]);
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      expect(await wideNav.evaluate((nav) => getComputedStyle(nav).display), path).toBe('none');
    }
  }
});
