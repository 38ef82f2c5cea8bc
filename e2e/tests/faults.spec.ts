import type { Locator, Page, Request } from '@playwright/test';
import { REMOTES } from '../../scripts/lib/apps.mjs';
import { signInAs } from '../support/auth';
import { test as base, expect, pageHeading } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * Hardening: real faults in a real browser. The backend is a private stack that is really
 * stopped (its port refuses connections) and started again on the same port; remotes are really
 * stopped static servers. Nothing here routes requests to fail.
 */

type PrivateStack = Awaited<ReturnType<typeof startPrivateStack>>;

const stackTest = base.extend<{
  stackOptions: { jwtExpirySeconds?: number };
  stack: PrivateStack;
  siteUrl: string;
}>({
  stackOptions: [{}, { option: true }],
  stack: async ({ stackOptions }, provide) => {
    const stack = await startPrivateStack(stackOptions);
    await provide(stack);
    await stack.stop();
  },
  siteUrl: async ({ stack }, provide) => {
    const site = await startPrivateSite(stack);
    await provide(site.url);
    await site.close();
  },
  baseURL: async ({ siteUrl }, provide) => provide(siteUrl),
});

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

interface DataPage {
  path: string;
  heading: string;
  /** Title of each error state the page shows without its data, and what shows once loaded. */
  parts: { error: string; loaded: (page: Page) => Locator }[];
  /** The page polls, so it recovers by itself (clicking Retry there would race the poll). */
  polls?: boolean;
}

const region = (page: Page, name: string) => main(page).getByRole('region', { name });

const DATA_PAGES: DataPage[] = [
  {
    path: '/items',
    heading: 'Items Database',
    parts: [
      {
        error: 'Failed to load items',
        loaded: (page) => main(page).getByRole('list', { name: 'Items' }),
      },
    ],
  },
  {
    path: '/punishments',
    heading: 'Punishments',
    parts: [
      {
        error: 'Failed to load punishments',
        loaded: (page) => main(page).getByRole('list', { name: 'Punishments', exact: true }),
      },
    ],
  },
  {
    path: '/calendar',
    heading: 'Event Calendar',
    parts: [
      {
        error: 'Failed to load events',
        loaded: (page) => main(page).getByRole('button', { name: /Next month/ }),
      },
    ],
  },
  {
    path: '/auction-house',
    heading: 'Auction House',
    polls: true,
    parts: [
      { error: 'Failed to load auctions', loaded: (page) => main(page).getByRole('article') },
    ],
  },
  {
    path: '/games/elder-clicker',
    heading: 'Elder Clicker',
    parts: [
      {
        error: 'Your progress could not be loaded',
        loaded: (page) => page.getByTestId('clicker-score'),
      },
      {
        error: 'Leaderboard unavailable',
        loaded: (page) => region(page, 'Elder Clicker Top 10').getByRole('listitem'),
      },
    ],
  },
  {
    path: '/games/flappy-steve',
    heading: 'Flappy Steve',
    parts: [
      {
        error: 'Leaderboard unavailable',
        loaded: (page) => region(page, 'Flappy Steve Top 10').getByRole('listitem'),
      },
    ],
  },
  {
    path: '/profile',
    heading: 'Your Profile',
    parts: [
      {
        error: 'Failed to load profile',
        loaded: (page) => main(page).getByText('Allfather_Admin'),
      },
    ],
  },
  {
    path: '/settings',
    heading: 'Settings',
    parts: [
      {
        error: 'Failed to load profile',
        loaded: (page) => main(page).getByRole('form', { name: 'Settings' }),
      },
    ],
  },
];

const alertWith = (page: Page, text: string) =>
  main(page).getByRole('alert').filter({ hasText: text });

/** The error state sits inside the layout: the nav and the page's own heading stay. */
async function expectErrorState(page: Page, heading: string, error: string) {
  await expect(alertWith(page, error)).toBeVisible();
  await expect(alertWith(page, error).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(pageHeading(page)).toHaveText(heading);
  await expect(nav(page)).toBeVisible();
  // Words for people, not the fetch client's ("TypeError: Failed to fetch").
  await expect(main(page)).not.toContainText('Failed to fetch');
}

stackTest.describe('the backend stops while a user browses', () => {
  stackTest.use({
    // The refused connections, and what the pages log about them (docs/product/site.md#errors).
    allowedConsoleErrors:
      /Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load profile|Failed to check admin role|Failed to restore the session/,
  });

  stackTest(
    'every data page shows its error state in the layout, and Retry recovers it once the backend is back',
    async ({ page, context, stack, consoleErrors }) => {
      // Ten tabs and a stack restart on a shared, slow machine.
      stackTest.setTimeout(600_000);
      // Signed in as the admin: a signed-in user, so profile, settings and /admin are reachable.
      await signInAs(page, 'admin');
      // The dashboard tab is open before the outage: the shell knows the user is an admin.
      await page.goto('/');
      await expect(pageHeading(page)).toHaveCount(1);
      const accountMenu = page.getByRole('button', { name: /Account menu for admin@example.com/ });
      await accountMenu.click();
      await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
      await page.keyboard.press('Escape');
      await stack.stop();

      // All tabs at once: supabase-js retries a refused GET for some seconds before it fails.
      const tabs = await Promise.all(
        DATA_PAGES.map(async (spec) => {
          const tab = await context.newPage();
          // The fixture watches `page` only: the other tabs report into the same list.
          tab.on(
            'console',
            (m) => m.type() === 'error' && consoleErrors.push(`error: ${m.text()}`),
          );
          tab.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
          await tab.goto(spec.path);
          return { tab, spec };
        }),
      );
      for (const { tab, spec } of tabs) {
        for (const part of spec.parts) await expectErrorState(tab, spec.heading, part.error);
      }
      // An admin going to the dashboard during the outage is told so, not sent away.
      await accountMenu.click();
      await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expectErrorState(page, 'Admin Dashboard', 'Failed to load the dashboard');

      await stack.restart();
      for (const { tab, spec } of tabs) {
        for (const part of spec.parts) {
          if (!spec.polls)
            await alertWith(tab, part.error).getByRole('button', { name: 'Retry' }).click();
          await expect(part.loaded(tab).first()).toBeVisible();
          await expect(alertWith(tab, part.error)).toHaveCount(0);
        }
        await expect(pageHeading(tab)).toHaveText(spec.heading);
      }
      await alertWith(page, 'Failed to load the dashboard')
        .getByRole('button', { name: 'Retry' })
        .click();
      // The seed's dev accounts: admin, member, editor and moderator.
      await expect(page.getByTestId('stat-totalUsers')).toHaveText('4');
      await expect(page.getByText('Manage users and server settings')).toBeVisible();
    },
  );
});

stackTest.describe('an access token that expires mid-session', () => {
  // supabase-js refreshes a token 90 s before it expires: 100 s leaves a short fresh window.
  const EXPIRY_SECONDS = 100;
  stackTest.use({ stackOptions: { jwtExpirySeconds: EXPIRY_SECONDS } });

  stackTest(
    'is refreshed without the user noticing: saving settings and bidding succeed',
    async ({ page, stack }) => {
      stackTest.setTimeout(300_000);
      const grants: string[] = [];
      const authorizations = new Set<string>();
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname === '/auth/v1/token')
          grants.push(url.searchParams.get('grant_type') ?? '');
        const auth = request.headers().authorization;
        if (url.pathname.startsWith('/rest/v1/') && auth) authorizations.add(auth);
      });
      const passwordGrant = page.waitForResponse((response) =>
        response.url().includes('/auth/v1/token?grant_type=password'),
      );
      await signInAs(page, 'member');
      const signInToken = ((await (await passwordGrant).json()) as { access_token: string })
        .access_token;
      await page.goto('/settings');
      const form = main(page).getByRole('form', { name: 'Settings' });
      await expect(form).toBeVisible();

      // The one fixed wait: out past the sign-in token's lifetime, plus the 30 s of clock skew
      // PostgREST allows.
      const { exp } = JSON.parse(
        Buffer.from(signInToken.split('.')[1]!, 'base64url').toString(),
      ) as { exp: number };
      await page.waitForTimeout(Math.max(0, exp * 1000 + 35_000 - Date.now()));
      const stale = await fetch(`${stack.stackUrl}/rest/v1/profiles?select=id`, {
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${signInToken}`,
        },
      });
      expect(stale.status, 'the sign-in token has really expired').toBe(401);

      await form.getByLabel('Notifications').click();
      await form.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved successfully!')).toBeVisible();

      await page.goto('/auction-house');
      await expect(pageHeading(page)).toHaveText('Auction House');
      const listing = main(page).getByRole('article').first();
      await listing.getByRole('button', { name: /^Bid on / }).click();
      const dialog = page.getByRole('dialog', { name: 'Place Bid' });
      // The smallest bid the listing accepts, filled in by the dialog's own button.
      await dialog.getByRole('button', { name: /^Bid the minimum/ }).click();
      await dialog.getByRole('button', { name: 'Place Bid' }).click();
      await expect(page.getByText('Bid placed successfully!')).toBeVisible();

      await expect(
        page.getByRole('button', { name: /Account menu for member@example.com/ }),
      ).toBeVisible();
      expect(grants).toContain('refresh_token');
      expect(authorizations.size, 'later calls carry a refreshed token').toBeGreaterThan(1);
    },
  );
});

/** A private copy of the site (on the shared stack) whose remotes the test stops. */
const siteTest = base.extend<{ site: Awaited<ReturnType<typeof startPrivateSite>> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
  site: async ({}, provide) => {
    const site = await startPrivateSite();
    await provide(site);
    await site.close();
  },
  baseURL: async ({ site }, provide) => provide(site.url),
});

/** A route of each remote, reachable by a signed-in admin, with its h1. */
const REMOTE_ROUTES: Record<string, { path: string; heading: string }> = {
  mfe_info: { path: '/rules', heading: 'Server Rules' },
  mfe_games: { path: '/games', heading: 'Mini Games' },
  mfe_auction: { path: '/auction-house', heading: 'Auction House' },
  mfe_account: { path: '/settings', heading: 'Settings' },
  mfe_admin: { path: '/admin', heading: 'Admin Dashboard' },
};

const UNAVAILABLE = 'This section is temporarily unavailable';

siteTest.describe('each remote down in turn', () => {
  siteTest.use({
    // The refused connections and the shell's one log line about the remote that is down.
    allowedConsoleErrors: /Failed to load resource|\[shell\] mfe_\w+ failed/,
  });

  for (const { name } of REMOTES) {
    siteTest(
      `${name} down: its route shows the fallback in the layout, every other remote works, Retry recovers`,
      async ({ page, site }) => {
        siteTest.setTimeout(300_000);
        // Signed in first: the sign-in form itself belongs to a remote (mfe_account).
        await signInAs(page, 'admin');
        await site.stopRemote(name);

        const own = REMOTE_ROUTES[name]!;
        await page.goto(own.path);
        await expect(main(page).getByText(UNAVAILABLE)).toBeVisible();
        await expect(nav(page)).toBeVisible();

        for (const [other, route] of Object.entries(REMOTE_ROUTES)) {
          if (other === name) continue;
          await page.goto(route.path);
          await expect(pageHeading(page)).toHaveText(route.heading);
          await expect(main(page).getByText(UNAVAILABLE)).toHaveCount(0);
        }

        await page.goto(own.path);
        await expect(main(page).getByText(UNAVAILABLE)).toBeVisible();
        await site.restartRemote(name);
        await main(page).getByRole('button', { name: 'Retry' }).click();
        await expect(main(page).getByText(UNAVAILABLE)).toHaveCount(0);
        await expect(pageHeading(page)).toHaveText(own.heading);
      },
    );
  }
});
