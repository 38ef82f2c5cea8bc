import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, mailsTo } from '../support/auth';
import { bareTexts } from '../support/pseudo-sweep';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';

/*
 * The account pages in Swedish (issue 40): sign-in on a Swedish page, the settings' language
 * saved (profile and the account's metadata, which the auth e-mails read) and the page shown in
 * it, and the pseudo-locale sweep of the account pages, signed out and signed in.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalog = (language: string) =>
  JSON.parse(
    readFileSync(path.join(repo, 'mfe-account/src/locales', language, 'account.json'), 'utf8'),
  ) as Record<string, string>;
const sv = catalog('sv');

async function signIn(page: Page, email: string, password: string, labels = catalog('en')) {
  const main = page.getByRole('main');
  await main.getByLabel(labels['login.email']!).fill(email);
  await main.getByLabel(labels['login.password']!, { exact: true }).fill(password);
  await main.getByRole('button', { name: labels['login.signIn'], exact: true }).click();
}

const admin = () => {
  const { serviceRoleKey } = e2eEnv();
  return { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
};

test('the sign-in page is sent in Swedish under /sv, and signs in there', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/sv/login')).text();
  expect(html).toMatch(/<html lang="sv"/);
  expect(html).toContain(sv['login.title']);
  expect(html).toContain(sv['login.signInSubtitle']);

  const account = await createAccount('svensk-inloggning');
  await page.goto('/sv/login');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText(sv['login.title']!);
  await page.getByRole('main').getByRole('button', { name: sv['login.signIn'] }).click();
  await expect(page.getByText(sv['said.emailRequired']!)).toBeVisible();
  await signIn(page, account.email, account.password, sv);
  await expect(page).toHaveURL(/\/sv\/members$/);
  await expect(pageHeading(page)).toHaveText(sv['members.title']!);
});

test('the language chosen in settings is saved and the page shown in it; mails follow', async ({
  page,
  request,
}) => {
  const account = await createAccount('settings-language');
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/settings');
  await pageHydrated(page);
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  await language.selectOption('sv');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page).toHaveURL(/\/sv\/settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText(sv['settings.title']!);
  await expect(page.getByRole('combobox', { name: sv['settings.language'] })).toHaveValue('sv');

  const { stackUrl } = e2eEnv();
  const profile = await request.get(
    `${stackUrl}/rest/v1/profiles?id=eq.${account.id}&select=language`,
    { headers: admin() },
  );
  expect(await profile.json()).toEqual([{ language: 'sv' }]);
  // The account's metadata, which the auth e-mails' templates read: as a sign-in returns it.
  const session = await request.post(`${stackUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv().anonKey },
    data: { email: account.email, password: account.password },
  });
  expect(((await session.json()) as { user: { user_metadata: unknown } }).user).toMatchObject({
    user_metadata: { language: 'sv' },
  });

  // The reset mail of a Swedish member is in Swedish (the template reads the metadata).
  await page.goto('/sv/reset-password');
  await pageHydrated(page);
  await page.getByLabel(sv['login.email']!).fill(account.email);
  await page.getByRole('button', { name: sv['reset.send'] }).click();
  await expect(page.getByText(sv['reset.sent']!)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(account.email)).map((mail) => mail.subject))
    .toContain('Återställ ditt lösenord');
});

const SIGNED_OUT = ['/en-xa/login', '/en-xa/reset-password', '/en-xa/check-email'];
const SIGNED_IN = ['/en-xa/members', '/en-xa/profile', '/en-xa/settings', '/en-xa/my-auctions'];

test('the pseudo-locale finds no text that bypasses the library on the account pages', async ({
  page,
}) => {
  test.setTimeout((SIGNED_OUT.length + SIGNED_IN.length) * 20_000);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/json/.test(response.headers()['content-type'] ?? '')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  const problems: string[] = [];
  const inlineData = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/json"]')]
        .map((script) => script.textContent)
        .join(' '),
    );
  async function sweep(address: string) {
    await page.goto(address);
    await pageHydrated(page);
    await expect(page.getByRole('status', { name: /L[oö][aá]d[ií][nñ]g/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const data = `${(await Promise.all(bodies)).join(' ')} ${await inlineData()}`;
    for (const text of await bareTexts(page, data)) problems.push(`${address}: ${text}`);
  }
  for (const address of SIGNED_OUT) await sweep(address);
  // Sign-up's password rules too.
  await page.goto('/en-xa/login');
  await pageHydrated(page);
  await page.getByRole('main').getByRole('button').last().click();
  await expect(page.getByRole('main').getByRole('list')).toBeVisible();
  const data = `${(await Promise.all(bodies)).join(' ')} ${await inlineData()}`;
  for (const text of await bareTexts(page, data)) problems.push(`/en-xa/login (sign-up): ${text}`);

  const account = await createAccount('pseudo-sweep');
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/members$/);
  for (const address of SIGNED_IN) await sweep(address);
  expect(problems).toEqual([]);
});
