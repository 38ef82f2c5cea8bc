import type { Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { siteRoutes, type SiteRoute } from '../support/site-routes';

const PUBLIC_PATHS = [
  '/',
  '/votes',
  '/rules',
  '/staff',
  '/dynmap',
  '/store',
  '/wiki',
  '/items',
  '/login',
  '/reset-password',
  '/update-password',
  '/games',
  '/games/elder-clicker',
  '/games/flappy-steve',
  '/punishments',
  '/calendar',
  '/guilds',
  '/quests',
  '/achievements',
  '/auction-house',
];

test.describe('every route of the table renders its page heading', () => {
  for (const path of PUBLIC_PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveCount(1);
      await expect(pageHeading(page)).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    });
  }

  test('/members, /profile and /settings for a member', async ({ page }) => {
    await signInAs(page, 'member');
    for (const path of ['/members', '/profile', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(pageHeading(page)).toHaveCount(1);
    }
  });

  test('/admin for an admin', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(pageHeading(page)).toHaveCount(1);
  });
});

/**
 * The tab title every route should have (issue 41: "<Page> · Norsecraft" as written): the page's
 * name from its manifest, a path's `:name` segment in it as the player's name, isolated.
 */
function expectedTitle(route: SiteRoute): string {
  // A wiki article or a news post is named by its own heading (its data, not its manifest).
  if (!route.title) return DATA_NAMED_TITLE;
  const values = route.visit.split('/');
  const name = route.title!.replace(/:([a-zA-Z0-9]+)/g, (token) => {
    const value = values[route.path.split('/').indexOf(token)]!;
    return `\u2068${decodeURIComponent(value)}\u2069`;
  });
  return `${name} · Norsecraft`;
}

const NOT_FOUND_TITLE = 'Page Not Found · Norsecraft';
/** The title of a page named by its data: its heading, then the product's name. */
const DATA_NAMED_TITLE = '<heading> · Norsecraft';
/** The title a page has; a page named by its data: whether it is its heading's. */
const titleAsWritten = (route: SiteRoute, title: string, heading: string) =>
  !route.title && title === `${heading} · Norsecraft` ? DATA_NAMED_TITLE : title;
/** The page's title as `titleAsWritten` gives it, against the heading on screen. */
const shownTitle = async (page: Page, route: SiteRoute) =>
  titleAsWritten(route, await page.title(), (await pageHeading(page).textContent()) ?? '');
const headingOf = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&') ??
  '';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test.describe('tab titles: "<Page> · Norsecraft" on every route', () => {
  test('each page of the manifests is named as written', () => {
    for (const route of siteRoutes()) {
      // Untitled: named by its data (a wiki article, a news post; usePageName).
      if (!route.title) continue;
      // As written, not in capitals: 'Map', not 'MAP'.
      expect(route.title, route.path).not.toBe(route.title.toUpperCase());
    }
  });

  test('in the HTML the host sends (view-source), the 404 too', async ({ request }) => {
    for (const route of siteRoutes()) {
      const html = await (await request.get(route.visit)).text();
      expect
        .soft(titleAsWritten(route, titleOf(html), headingOf(html)), route.visit)
        .toBe(expectedTitle(route));
    }
    const notFound = await request.get('/no/such/page');
    expect(notFound.status()).toBe(404);
    expect(titleOf(await notFound.text())).toBe(NOT_FOUND_TITLE);
  });

  test('after loading each page and after client-side navigation to it', async ({ page }) => {
    // Signed in as an admin, so guarded pages show themselves rather than redirecting.
    await signInAs(page, 'admin');
    for (const route of siteRoutes()) {
      await page.goto(route.visit);
      await expect
        .poll(async () => shownTitle(page, route), { message: route.visit })
        .toBe(expectedTitle(route));
    }
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    // Client-side: the router follows history without loading a document (once hydrated: a
    // navigation before then draws the page anew).
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    for (const route of [...siteRoutes(), null]) {
      const path = route?.visit ?? '/no/such/page';
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      if (route && !route.title) {
        await expect
          .poll(async () => shownTitle(page, route), { message: path })
          .toBe(DATA_NAMED_TITLE);
      } else {
        await expect.soft(page, path).toHaveTitle(route ? expectedTitle(route) : NOT_FOUND_TITLE);
      }
    }
    expect(loads).toEqual([]);
  });

  test('a link in the menu changes the title without a reload', async ({ page }) => {
    await page.goto('/games');
    await expect(page).toHaveTitle('Games · Norsecraft');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules' })
      .click();
    await expect(page).toHaveTitle('Rules · Norsecraft');
  });
});

test('unknown paths show Page Not Found with Return Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(pageHeading(page)).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home · Norsecraft');
});

test.describe('guarded routes', () => {
  for (const path of ['/members', '/profile', '/settings']) {
    test(`${path} sends a signed-out visitor to /login, and back after signing in`, async ({
      page,
    }) => {
      await page.goto(path);
      // /members is where signing in lands anyway: no return path is written for it.
      const next = path === '/members' ? '' : `?next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(`/login${next}`);
    });
  }

  test('/admin sends a member to / without fetching the admin remote', async ({ page }) => {
    await signInAs(page, 'member');
    const adminRequests: string[] = [];
    const adminOrigin = e2eEnv().remoteOrigins.mfe_admin!;
    page.on('request', (request) => {
      if (new URL(request.url()).origin === adminOrigin) adminRequests.push(request.url());
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(pageHeading(page)).toHaveCount(1);
    expect(adminRequests).toEqual([]);
  });
});
