import type { Page } from '@playwright/test';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';

/*
 * Going offline and coming back (issue 41), with the browser's own offline mode: pages that need
 * the connection say so and load by themselves when it returns, Try again, Back and the menu
 * work, and nothing needs a reload.
 */

// Offline, the browser reports each request it could not send.
test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

const main = (page: Page) => page.getByRole('main');
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: "You're offline" });
// The page's or the section's fallback while the code it needs cannot be fetched.
const waiting = (page: Page) => main(page).getByText('Waiting for the connection');

async function openFromMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Opens the home page and marks the document, so a test can tell it was never loaded again. */
async function openHome(page: Page) {
  await page.goto('/');
  await pageHydrated(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test('offline, pages say so; back online, they load by themselves, and Back and the menu work', async ({
  page,
  context,
}) => {
  await openHome(page);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();

  await openFromMenu(page, 'Punishments');
  await expect(waiting(page)).toBeVisible();
  await openFromMenu(page, 'Auction House');
  await expect(waiting(page)).toBeVisible();
  await openFromMenu(page, 'Games');
  await expect(waiting(page)).toBeVisible();
  // Offline, the rest of the site does not "still work": the hub does not claim it does.
  await expect(main(page)).not.toContainText('still works');
  await page.goBack();
  await expect(page).toHaveURL(/\/auction-house$/);
  await expect(waiting(page)).toBeVisible();
  await expect(main(page)).not.toContainText('could not be displayed');

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  // The page shown loads by itself.
  await expect(pageHeading(page)).toHaveText('Auction House');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  // Back to a page that failed offline.
  await page.goBack();
  await expect(page).toHaveURL(/\/punishments$/);
  await expect(pageHeading(page)).toHaveText('Punishments');
  await expect(main(page).getByRole('list', { name: 'Punishments', exact: true })).toBeVisible();
  // The menu, to the section whose code failed to load offline.
  await openFromMenu(page, 'Games');
  await expect(pageHeading(page)).toHaveText('Mini Games');
  expect(await sameDocument(page)).toBe(true);
});

test.describe('when the browser does not tell the page the connection is back', () => {
  test.beforeEach(async ({ page }) => {
    // Holds back the "online" event (a flaky network can come back without one): the page then
    // only recovers when asked.
    await page.addInitScript(() => {
      window.addEventListener(
        'online',
        (event) => {
          if ((window as { holdOnline?: boolean }).holdOnline) event.stopImmediatePropagation();
        },
        true,
      );
    });
  });

  test('Try again loads the page, and Retry the section', async ({ page, context }) => {
    await openHome(page);
    await page.evaluate(() => ((window as { holdOnline?: boolean }).holdOnline = true));
    await context.setOffline(true);
    await openFromMenu(page, 'Auction House');
    await expect(waiting(page)).toBeVisible();
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(waiting(page)).toBeVisible();
    await openFromMenu(page, 'Games');
    await expect(waiting(page)).toBeVisible();

    await context.setOffline(false);
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await expect(pageHeading(page)).toHaveText('Mini Games');
    await page.goBack();
    await expect(page).toHaveURL(/\/auction-house$/);
    await expect(pageHeading(page)).toHaveText('Auction House');
    expect(await sameDocument(page)).toBe(true);
  });
});

test('data asked for offline loads when the connection returns', async ({ page, context }) => {
  await page.goto('/punishments');
  const list = main(page).getByRole('list', { name: 'Punishments', exact: true });
  await expect(list).toBeVisible();
  await context.setOffline(true);
  await main(page).getByLabel('Type').selectOption({ label: 'Bans' });
  await expect(main(page).getByText('Failed to load punishments')).toBeVisible();
  await context.setOffline(false);
  await expect(list).toBeVisible();
  await expect(list.getByText(/^ban$/i).first()).toBeVisible();
  await expect(main(page).getByText('Failed to load punishments')).toHaveCount(0);
});

test('the version history, opened offline, says the server could not be reached and opens once back', async ({
  page,
  context,
}) => {
  await page.goto('/rules');
  await pageHydrated(page);
  await context.setOffline(true);
  const version = page.getByRole('button', { name: /^Version .*show version history/ });
  await version.click();
  await expect(page.getByText('The server could not be reached.', { exact: false })).toBeVisible();
  // The page is still there.
  await expect(pageHeading(page)).toHaveText('Server Rules');
  await context.setOffline(false);
  await version.click();
  await expect(page.getByRole('dialog', { name: 'Version History' })).toBeVisible();
});
