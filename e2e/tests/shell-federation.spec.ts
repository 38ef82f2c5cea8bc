import { countReactDoms, reactDomCopies } from '../../scripts/lib/react-dom-count.mjs';
import { signInAs } from '../support/auth';
import { expect, pageHeading, test } from '../support/fixtures';

test('exactly one react-dom registers across the shell and every remote', async ({ page }) => {
  await page.addInitScript(countReactDoms);
  await signInAs(page, 'admin'); // mfe_account
  for (const path of ['/votes', '/games', '/auction-house', '/admin']) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(pageHeading(page)).toHaveCount(1);
  }
  expect(await page.evaluate(reactDomCopies)).toBe(1);
});

test('one Supabase client and one jotai store: sign-in done by a remote shows in the shell', async ({
  page,
  consoleErrors,
}) => {
  // The account remote calls the shared signIn, which sets the shared jotai atom; the shell's
  // profile menu reads the same atom from the same store.
  await signInAs(page, 'member');
  await expect(
    page.getByRole('button', { name: /Account menu for member@example.com/ }),
  ).toBeVisible();
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveCount(1);
  expect(consoleErrors.filter((e) => e.includes('Multiple GoTrueClient'))).toEqual([]);
});

// Each remote down in turn: e2e/tests/faults.spec.ts.

test.describe('a malformed /remotes.json', () => {
  test.use({ allowedConsoleErrors: /bad remote configuration|\[shell\] mfe_info failed/ });

  test('shows a clear message, not a white screen', async ({ page }) => {
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{ not json' }),
    );
    await page.goto('/');
    await expect(page.getByRole('alert').first()).toContainText(
      'The site configuration could not be loaded',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
