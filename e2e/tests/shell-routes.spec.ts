import { signInAs } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';

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

test.describe('page title rule', () => {
  const labelled: Array<[string, string]> = [
    ['/', 'HOME'],
    ['/votes', 'VOTES'],
    ['/rules', 'RULES'],
    ['/staff', 'STAFF'],
    ['/dynmap', 'MAP'],
    ['/store', 'STORE'],
    ['/wiki', 'WIKI'],
    ['/items', 'ITEMS'],
  ];
  for (const [path, label] of labelled) {
    test(`${path} → NORSECRAFT | ${label}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`NORSECRAFT | ${label}`);
    });
  }

  test('an unlabelled path shows only the name, also after client-side navigation', async ({
    page,
  }) => {
    await page.goto('/games');
    await expect(page).toHaveTitle('NORSECRAFT');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules' })
      .click();
    await expect(page).toHaveTitle('NORSECRAFT | RULES');
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
  await expect(page).toHaveTitle('NORSECRAFT | HOME');
});

test.describe('guarded routes', () => {
  for (const path of ['/members', '/profile', '/settings']) {
    test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
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
