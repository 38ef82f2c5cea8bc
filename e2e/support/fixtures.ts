import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eEnv } from './env';
import { DISPLAY_FACE } from './layout-check';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
export const WIDGET_PRESENCE_COUNT = 137;
const widgetJson = readFileSync(path.join(fixturesDir, 'widget.json'));
const image = readFileSync(path.join(fixturesDir, 'image.png'));
const frameHtml = readFileSync(path.join(fixturesDir, 'frame.html'));

const isLocal = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);

/**
 * Every outside host is answered from fixtures at the network edge: the chat widget JSON (with
 * a known presence_count), any image (player heads), framed pages (chat widget, map).
 * Nothing leaves the machine, and the tests do not depend on anyone's uptime.
 */
export async function routeOutsideHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname.endsWith('/widget.json')) {
        return route.fulfill({ contentType: 'application/json', body: widgetJson });
      }
      if (request.resourceType() === 'image' || /\.(png|jpe?g|gif|webp|svg)$/.test(url.pathname)) {
        return route.fulfill({ contentType: 'image/png', body: image });
      }
      if (request.resourceType() === 'document') {
        return route.fulfill({ contentType: 'text/html', body: frameHtml });
      }
      return route.fulfill({ status: 204 });
    },
  );
}

interface Fixtures {
  /**
   * Console errors (and page errors) a test expects; any other fails it. One RegExp (join
   * alternatives with |): Playwright would read a two-element array as [value, fixture options].
   */
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Read in the worker: the global setup puts the served site's URL into process.env.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  baseURL: async ({}, provide) => provide(e2eEnv().baseUrl),
  allowedConsoleErrors: [null, { option: true }],
  context: async ({ context }, provide) => {
    await routeOutsideHosts(context);
    await provide(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, provide) => {
      const errors: string[] = [];
      // The browser logs a page answered 404 (the site's Page Not Found) as a resource that
      // failed to load: that is the status the page should have, not an error on it.
      const notFoundPages = new Set<string>();
      const pageNotFoundLogs = new Set<number>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        const text = message.text();
        // supabase-js warns with this when the shared package is loaded twice.
        if (message.type() === 'error' || text.includes('Multiple GoTrueClient instances')) {
          if (
            text.startsWith('Failed to load resource') &&
            notFoundPages.has(message.location().url)
          ) {
            pageNotFoundLogs.add(errors.length);
          }
          errors.push(`${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await provide(errors);
      const unexpected = errors.filter(
        (e, index) => !pageNotFoundLogs.has(index) && !allowedConsoleErrors?.test(e),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's one h1 (every route renders one). */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Waits until the browser has hydrated every region of a page that arrived as HTML (or rendered
 * it). Before that the page looks ready but only its last button press or form submission is
 * kept for later: a key pressed on a game, say, does nothing yet.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/**
 * Opens `path` as a visitor sees it once loaded: hydrated by the shell, which adds the web
 * fonts right after (the HTML before it is the content-first tests' concern), data shown, the
 * footer's server status faded in and every finite animation done (measured half transparent,
 * they would fail a contrast nobody sees for long).
 */
export async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await pageHydrated(page);
  await expect
    .poll(() =>
      page.evaluate(
        (face) => [...document.fonts].some((font) => font.family.replace(/["']/g, '') === face),
        DISPLAY_FACE,
      ),
    )
    .toBe(true);
  await expect(
    page.getByRole('status', { name: /^(Loading|Checking|Laddar|Kontrollerar)/ }),
  ).toHaveCount(0);
  await expect(page.locator('footer [data-testid="server-status"]')).toHaveAttribute(
    'aria-hidden',
    'false',
  );
  await finiteAnimationsDone(page);
}

/** Waits for every running animation and transition that ends (not a spinner's). */
export async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
