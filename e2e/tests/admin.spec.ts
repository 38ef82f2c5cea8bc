import type { Browser, Page } from '@playwright/test';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { ACCOUNTS, signInAs } from '../support/auth';
import { expect, test as base, routeOutsideHosts } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';

/*
 * The admin dashboard (issue 8) against its own stack: promoting the seeded member must not
 * change what the other specs see of that account on the shared stack. The tests run in order in
 * one worker and each leaves the roles as it found them.
 */

interface AdminSite {
  url: string;
  stackUrl: string;
  /** Service-role key of the private stack, for counting rows past row-level security. */
  serviceRoleKey: string;
  /** Origin of the admin remote's files, to prove non-admins never fetch them. */
  adminRemoteOrigin: string;
}

const test = base.extend<object, { site: AdminSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startLocalStack({
        port: 0,
        memory: true,
        reuse: false,
        rateLimits: false,
      });
      const site = await startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey });
      await provide({
        url: site.url,
        stackUrl: stack.url,
        serviceRoleKey: stack.serviceRoleKey!,
        adminRemoteOrigin: site.remoteOrigins.mfe_admin!,
      });
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

test.describe.configure({ mode: 'default' });

async function count(site: AdminSite, query: string): Promise<number> {
  const key = site.serviceRoleKey;
  const response = await fetch(`${site.stackUrl}/rest/v1/${query}`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(response.ok, `${query}: ${response.status}`).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
}

/** The user's row, found through the search (the list shows 25 users a page). */
async function findUser(page: Page, email: string) {
  await page.getByPlaceholder('Search users...').fill(email);
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  return row;
}

async function memberPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  await signInAs(page, 'member');
  return page;
}

test('the seeded admin sees the dashboard with the real counts', async ({ page, site }) => {
  await signInAs(page, 'admin');
  await openDashboard(page);
  await expect(page.getByText('Manage users and server settings')).toBeVisible();
  const expected = {
    totalUsers: await count(site, 'users?select=id'),
    admins: await count(site, 'user_roles?select=user_id,roles!inner(name)&roles.name=eq.admin'),
    events: await count(site, 'calendar_events?select=id'),
    // Running now: the seed's eight round listings (always running) and any other still open.
    activeAuctions: await count(site, 'auction_listings_live?select=id&status=eq.live'),
  };
  expect(expected.activeAuctions).toBeGreaterThanOrEqual(8);
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText(value.toLocaleString('en-US'));
  }
  await expect(await findUser(page, ACCOUNTS.admin.email)).toContainText('Administrator');
  await expect(await findUser(page, ACCOUNTS.member.email)).toContainText('User');
});

test.describe('the user list cannot be loaded', () => {
  // The refused request itself, and the page's log of the failure.
  test.use({ allowedConsoleErrors: /Failed to load resource|ERR_FAILED/ });

  test('shows its error state with Retry, not "No users found", then the users', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    // At the network edge: the browser gets no answer for the user list (and only for it).
    await page.route(/\/rest\/v1\/rpc\/admin_search_users\?/, (route) => route.abort());
    await openDashboard(page);
    const users = page.getByRole('region', { name: 'User Management' });
    const error = users.getByRole('alert').filter({ hasText: 'Could not load the users' });
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(users).not.toContainText('No users found');
    // The rest of the dashboard still works.
    await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();

    await page.unroute(/\/rest\/v1\/rpc\/admin_search_users\?/);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(users.getByRole('alert')).toHaveCount(0);
    await expect(await findUser(page, ACCOUNTS.member.email)).toContainText('User');
  });
});

test.describe('the last admin', () => {
  // The refused delete is a 400 from the API, and the page logs the failure.
  test.use({ allowedConsoleErrors: /status of 400|Failed to change the admin role/ });

  test('the database refuses to remove the last admin, and the page says so', async ({ page }) => {
    await signInAs(page, 'admin');
    await openDashboard(page);
    const self = await findUser(page, ACCOUNTS.admin.email);
    await self.getByRole('button', { name: 'Remove Admin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove admin role?' });
    await expect(confirm).toContainText('your own admin role');
    await confirm.getByRole('button', { name: 'Remove Admin' }).click();
    // In the site's notice region (an assertive live region, NoticeRegion).
    await expect(page.getByText('Cannot remove the last admin')).toBeVisible();
    await expect(self).toContainText('Administrator');
  });
});

test('promoting the member opens /admin to them; demoting sends them back to /', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, 'admin');
  await openDashboard(page);
  const row = await findUser(page, ACCOUNTS.member.email);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  await page
    .getByRole('dialog', { name: 'Make admin?' })
    .getByRole('button', { name: 'Make Admin' })
    .click();
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
  await expect(row).toContainText('Administrator');
  await expect(page.getByTestId('stat-admins')).toHaveText('2');

  const member = await memberPage(browser, baseURL!);
  await member.getByRole('button', { name: /Account menu for member@example.com/ }).click();
  await expect(member.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
  await openDashboard(member);

  await row.getByRole('button', { name: 'Remove Admin' }).click();
  await page
    .getByRole('dialog', { name: 'Remove admin role?' })
    .getByRole('button', { name: 'Remove Admin' })
    .click();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  await expect(row).toContainText('User');

  await member.goto('/admin');
  await expect(member).toHaveURL(/\/$/);
  await member.context().close();

  // Both changes are in the audit log, written by the database: newest first, with who did it.
  const log = page.getByRole('list', { name: 'Audit log entries' });
  const [revoked, granted] = [log.getByRole('listitem').nth(0), log.getByRole('listitem').nth(1)];
  await expect(revoked).toContainText(`Revoked admin from ${ACCOUNTS.member.email}`);
  await expect(revoked).toContainText(`by ${ACCOUNTS.admin.email}`);
  await expect(granted).toContainText(`Granted admin to ${ACCOUNTS.member.email}`);
  await page.getByLabel('Action').selectOption('Role granted');
  await page.getByLabel('Admin').selectOption(ACCOUNTS.admin.email);
  await expect(log.getByRole('listitem').first()).toContainText(
    `Granted admin to ${ACCOUNTS.member.email}`,
  );
  await expect(log).not.toContainText('Revoked');
});

test('an admin creates an event (after the required-fields message), sees it on /calendar, deletes it', async ({
  page,
}) => {
  const title = `Blot of the Ravens ${Date.now()}`;
  const today = new Date();
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await signInAs(page, 'admin');
  await openDashboard(page);

  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('19:30');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Type').selectOption('Raid');
  await dialog.getByLabel('Description').fill('Meet at the longhouse.');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  const events = page.getByRole('list', { name: 'Events' });
  await expect(events.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/calendar');
  await expect(page.getByRole('main')).toContainText(title);

  await openDashboard(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Events' }).getByText(title)).toHaveCount(0);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(title);
});

for (const who of ['member', 'visitor'] as const) {
  test(`a ${who} opening /admin lands on / without fetching any admin remote file`, async ({
    page,
    site,
  }) => {
    if (who === 'member') await signInAs(page, 'member');
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.adminRemoteOrigin)) adminRequests.push(request.url());
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(adminRequests).toEqual([]);
  });
}
