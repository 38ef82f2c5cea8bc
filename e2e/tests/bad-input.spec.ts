import type { Locator, Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { test as base, expect, pageHeading } from '../support/fixtures';
import { playScoringRun } from '../support/flappy';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * Hardening: markup typed into every free-text field must come back as literal text. Each
 * payload would set window.__xss or add an element if it were ever rendered as HTML. On a
 * private stack: the events, scores and account created here must not reach other specs.
 */

const test = base.extend<object, { siteUrl: string }>({
  siteUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startPrivateStack();
      const site = await startPrivateSite(stack);
      await provide(site.url);
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ siteUrl }, provide) => provide(siteUrl),
});

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
/** Score names hold at most 20 characters: the shortest markup that would still run. */
const SHORT_SVG = '<svg/onload=__xss=1>';

const main = (page: Page) => page.getByRole('main');

/** Shown as the literal text, nothing ran, no element from the payload is in the document. */
async function expectInert(page: Page, where: Locator, payload: string) {
  await expect(where.getByText(payload, { exact: true }).first()).toBeVisible();
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: document.querySelectorAll('[onerror], [onload], img[src="x"], svg[onload]').length,
    scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
  }));
  expect(found).toEqual({ xss: undefined, injected: 0, scripts: 0 });
}

test.describe('score names', () => {
  test('Elder Clicker: the name is listed as text', async ({ page }) => {
    await page.goto('/games/elder-clicker');
    await expect(pageHeading(page)).toHaveText('Elder Clicker');
    await page.getByRole('button', { name: /^Strike/ }).click();
    await page.getByRole('button', { name: 'Submit Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    await dialog.getByLabel('Name').fill(SHORT_SVG);
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await expect(dialog).toBeHidden();
    await expectInert(
      page,
      main(page).getByRole('region', { name: 'Elder Clicker Top 10' }),
      SHORT_SVG,
    );
  });

  test('Flappy Steve: the name is listed as text', async ({ page }) => {
    await playScoringRun(page);
    await page.clock.resume();
    await page.getByRole('button', { name: 'Submit Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    const name = SHORT_SVG.replace('/', ' ');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await expect(dialog).toBeHidden();
    await expectInert(page, main(page).getByRole('region', { name: 'Flappy Steve Top 10' }), name);
  });
});

function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('admin event title and description: as text on the dashboard and on /calendar', async ({
  page,
}) => {
  const title = `${IMG} ${Date.now()}`;
  const description = `${SCRIPT}${SVG}`;
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await expect(pageHeading(page)).toHaveText('Admin Dashboard');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(today());
  await dialog.getByLabel('Time').fill('19:30');
  await dialog.getByLabel('Type').selectOption('Raid');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  const events = main(page).getByRole('list', { name: 'Events' });
  await expectInert(page, events, title);
  await expectInert(page, events, description);

  await page.goto('/calendar');
  const day = main(page).getByRole('list', { name: 'Events on this day' });
  await expectInert(page, day, title);
  await expectInert(page, day, description);
});

test('calendar dialog title and description: as text in the day panel', async ({ page }) => {
  const title = `${SVG} ${Date.now()}`;
  const description = `${IMG}${SCRIPT}`;
  await signInAs(page, 'admin');
  await page.goto('/calendar');
  await expect(pageHeading(page)).toHaveText('Event Calendar');
  await main(page).getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Time').fill('20:00');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  const day = main(page).getByRole('list', { name: 'Events on this day' });
  await expectInert(page, day, title);
  await expectInert(page, day, description);
});

test('settings: markup in the public name gets the validation message, not a save', async ({
  page,
}) => {
  await signInAs(page, 'member');
  await page.goto('/settings');
  const form = main(page).getByRole('form', { name: 'Settings' });
  // The field takes 16 characters at most.
  const payload = '<b onclick=x>B';
  await form.getByLabel('Public name').fill(payload);
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    form.getByText('Public name can only contain letters, numbers, and underscores'),
  ).toBeVisible();
  await expect(page.getByText('Settings saved successfully!')).toHaveCount(0);
  await expect(form.getByLabel('Public name')).toHaveValue(payload);
  await expect(form.locator('b')).toHaveCount(0);
});

test.describe('sign-up e-mail', () => {
  test('with a space it is refused as an invalid format', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    const form = main(page).getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Email').fill(`${SVG}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('Password1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test.describe('sign-up e-mail with markup but no space', () => {
  // The browser logs the auth server's 400 answer itself; nothing else may be logged.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

  test('the server refuses it as GoTrue does, and its message is shown as text', async ({
    page,
  }) => {
    const email = `<img/src=x/onerror=window.__xss=1>${Date.now()}@example.com`;
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Create Account' }).click();
    const form = main(page).getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Password1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    // The site's own check lets it through; GoTrue's address format (checkmail) does not.
    await expect(form.getByRole('alert')).toHaveText(
      'Unable to validate email address: invalid format. Check the address and try again.',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
