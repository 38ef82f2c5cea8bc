import type { Page } from '@playwright/test';
import { createAccount, mailedLink, uniqueEmail } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, routeOutsideHosts, test } from '../support/fixtures';

/*
 * Account flows as a new visitor would go through them (issue 4). Every test that changes an
 * account works on a fresh one, so the seeded users stay as they are for the other specs.
 */

const PASSWORD = 'Password1';
const DARK_BG = 'rgb(14, 19, 32)';
const LIGHT_BG = 'rgb(246, 241, 231)';

const url = (path: string) => `${e2eEnv().baseUrl}${path}`;

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(url('/login'));
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(url('/members'));
}

async function signInFresh(page: Page, prefix: string) {
  const account = await createAccount(prefix);
  await signIn(page, account.email);
  return account;
}

const accountMenu = (page: Page, email: string) =>
  page.getByRole('button', { name: `Account menu for ${email}` });
/** Signed out, the bar's account control is Sign In itself. */
const signedOutMenu = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });

async function signOutFromNav(page: Page, email: string) {
  await accountMenu(page, email).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openSettings(page: Page) {
  await page.goto(url('/settings'));
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
}

test.describe('sign-in and sign-up', () => {
  test('a new visitor signs up, confirms through the mailed link, lands signed in, signs out to /', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto(url('/login'));
    await expect(page.getByRole('heading', { name: 'Account Access' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();

    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();

    // Not signed in yet: the confirmation link is in the mail (the stack's outbox).
    await expect(page).toHaveURL(url('/check-email'));
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expect(signedOutMenu(page)).toBeVisible();

    await page.goto(await mailedLink(email, 'Confirm your signup'));
    await expect(page).toHaveURL(url('/members'));
    await expect(page.getByRole('heading', { name: 'Members Area' })).toBeVisible();
    await expect(accountMenu(page, email)).toBeVisible();

    await signOutFromNav(page, email);
    await expect(page).toHaveURL(url('/'));
    await expect(signedOutMenu(page)).toBeVisible();
  });

  test('the e-mail format and password length are checked before calling the backend', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) calls.push(request.url());
    });
    await page.goto(url('/login'));
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email format');

    await form.getByLabel('Email').fill('member@example.com');
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText('Password must be at least 6 characters');
    expect(calls).toEqual([]);
  });

  test('a signed-out visitor sent to /login from /settings returns there after signing in', async ({
    page,
  }) => {
    const { email } = await createAccount('return');
    await page.goto(url('/settings'));
    await expect(page).toHaveURL(url('/login?next=%2Fsettings'));
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(url('/settings'));

    // Signed in, /login has nothing to offer.
    await page.goto(url('/login'));
    await expect(page).toHaveURL(url('/members'));
  });

  test('signing out in one tab signs the other tab out too', async ({ page }) => {
    const { email } = await signInFresh(page, 'tabs');
    const other = await page.context().newPage();
    await other.goto(url('/profile'));
    await expect(other.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await expect(accountMenu(other, email)).toBeVisible();

    await signOutFromNav(page, email);
    await expect(page).toHaveURL(url('/'));
    await expect(signedOutMenu(other)).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Your Profile' })).toBeHidden();
  });
});

test.describe('a failed sign-in', () => {
  // The browser logs the auth server's 400 answer itself; nothing else may be logged.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

  test('a 300-character e-mail is refused with a reason, not a server error', async ({ page }) => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create Account' });
    const answered = page.waitForResponse((r) => r.url().includes('/auth/v1/signup'));
    await form.getByLabel('Email').fill(`${'a'.repeat(288)}@example.com`);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    expect((await answered).status()).toBe(400);
    await expect(form.getByRole('alert')).toHaveText(
      'An email address is too long. Use one of at most 255 characters.',
    );
    await expect(page).toHaveURL(url('/login'));
  });

  test('a wrong password shows the error and changes nothing else', async ({ page }) => {
    await page.goto(url('/login'));
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill('member@example.com');
    await form.getByLabel('Password').fill('WrongPassword9');
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(form.getByRole('alert')).toHaveText(
      'The e-mail or password is not right. Check both and try again.',
    );
    await expect(page).toHaveURL(url('/login'));
    await expect(signedOutMenu(page)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

test.describe('password reset', () => {
  test('request, mail, link, new password, redirect to /login, sign in with it', async ({
    page,
  }) => {
    const { email } = await createAccount('reset');
    const newPassword = 'Valhalla2';

    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(url('/reset-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(
      page.getByText('Password reset instructions have been sent to your email.'),
    ).toBeVisible();

    await page.goto(await mailedLink(email, 'Reset your password'));
    await expect(page).toHaveURL(/\/update-password/);
    const form = page.getByRole('form', { name: 'Update Password' });
    await form.getByLabel('New Password').fill('valhalla');
    await expect(form.getByRole('listitem').filter({ hasText: 'uppercase' })).toHaveAttribute(
      'data-met',
      'false',
    );
    await form.getByLabel('New Password').fill(newPassword);
    await expect(form.locator('li[data-met="true"]')).toHaveCount(4);
    await form.getByLabel('Confirm Password').fill('Valhalla3');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');

    await form.getByLabel('Confirm Password').fill(newPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Password Updated Successfully!' }),
    ).toBeVisible();
    await expect(page.getByText('Redirecting you to login...')).toBeVisible();
    await expect(page).toHaveURL(url('/login'), { timeout: 10_000 });

    await signIn(page, email, newPassword);
  });

  test('an expired or used link shows the error view with Return to Login', async ({ page }) => {
    const { email } = await createAccount('expired');
    await page.goto(url('/reset-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    const link = await mailedLink(email, 'Reset your password');

    // The first visit uses the one-time token; the second finds it spent.
    await page.goto(link);
    await expect(page.getByLabel('New Password')).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);

    await expect(page).toHaveURL(/\/update-password#error=/);
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await expect(page.getByLabel('New Password')).toBeHidden();
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(url('/login'));
  });

  test('/update-password without a link or session goes to /login', async ({ page }) => {
    await page.goto(url('/update-password'));
    await expect(page).toHaveURL(url('/login'));
  });
});

test.describe("the server's refusals are shown (issue 15)", () => {
  // The browser logs the auth server's 4xx answers itself; nothing else may be logged.
  test.use({ allowedConsoleErrors: /status of (422|429) / });

  test('a second reset request within a minute shows over_email_send_rate_limit', async ({
    page,
  }) => {
    const { email } = await createAccount('twice');
    await page.goto(url('/reset-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(
      page.getByText('Password reset instructions have been sent to your email.'),
    ).toBeVisible();

    await page.goto(url('/reset-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    // over_email_send_rate_limit, in the site's words (issue 31: no raw auth message).
    await expect(page.getByRole('alert')).toHaveText(
      'Too many e-mails were sent to this address. Please wait a few minutes before asking again.',
    );
  });

  test("a sign-up password that breaks the server's rules is refused before it is sent", async ({
    page,
  }) => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create Account' });
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signUps.push(request.url());
    });
    await form.getByLabel('Email').fill(uniqueEmail('weak'));
    // Six characters; config.toml also wants upper case and a digit, and the form says so first
    // (issue 31, item 1). The server's own refusal (weak_password) in the site's words is
    // errorSentence's, tested with the auth client's errors.
    await form.getByLabel('Password').fill('valhalla');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Password must contain at least one uppercase letter');
    await expect(alert).not.toContainText('abcdefghijklmnopqrstuvwxyz');
    expect(signUps).toEqual([]);
    await expect(page).toHaveURL(url('/login'));
  });
});

test.describe('members, profile and settings', () => {
  test('Become a Member offers the registration or VIP', async ({ page }) => {
    await signInFresh(page, 'members');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
    await page.getByRole('button', { name: 'Become a Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swedish Citizenship Required' });
    await expect(dialog.getByRole('link', { name: /Continue to Registration/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await dialog.getByRole('link', { name: 'Get VIP Instead' }).click();
    await expect(page).toHaveURL(url('/store'));
  });

  test('saved settings survive a reload', async ({ page }) => {
    await signInFresh(page, 'settings');
    await openSettings(page);
    const name = `Rn_${Date.now() % 1_000_000}`;
    await page.getByLabel('Public name').fill(name);
    await page.getByRole('switch', { name: 'Notifications' }).uncheck();
    await page.getByLabel('Privacy').selectOption('private');
    await page.getByRole('radio', { name: 'purple' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Public name')).toHaveValue(name);
    await expect(page.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
    await expect(page.getByLabel('Privacy')).toHaveValue('private');
    await expect(page.getByRole('radio', { name: 'purple' })).toBeChecked();

    await page.goto(url('/profile'));
    // The public name heads the profile (not the e-mail's local part); private, so others see
    // Anonymous.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(main.getByTestId('public-as')).toHaveText('Anonymous');
    await expect(page.getByText('just now').first()).toBeVisible();
  });

  test('a bad public name shows its message and saves nothing', async ({ page }) => {
    await signInFresh(page, 'badname');
    await openSettings(page);
    const publicName = page.getByLabel('Public name');
    await expect(publicName).toHaveAttribute('maxlength', '16');
    await publicName.fill('bad name!');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Public name can only contain letters, numbers, and underscores',
    );
    await publicName.fill('ab');
    await expect(page.getByRole('alert')).toHaveText('Public name must be at least 3 characters');
    await expect(page.getByText('Settings saved successfully!')).toBeHidden();

    await page.reload();
    await expect(page.getByLabel('Public name')).toHaveValue('');
  });

  test('a 6 MB image and a .bmp are refused with their messages', async ({ page }) => {
    await signInFresh(page, 'refuse');
    await openSettings(page);
    const picker = page.getByLabel('Avatar image');
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(page.getByRole('alert')).toHaveText('File size too large. Maximum size is 5MB.');
    await picker.setInputFiles({
      name: 'old.bmp',
      mimeType: 'image/bmp',
      buffer: Buffer.from('BM'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid file type. Allowed types: JPG, PNG, GIF',
    );
  });

  test('a PNG replaces the avatar in the nav and on the profile without a reload', async ({
    page,
  }) => {
    const { email } = await signInFresh(page, 'avatar');
    await openSettings(page);
    await page.getByLabel('Avatar image').setInputFiles('fixtures/image.png');
    await expect(page.getByText('Avatar updated.')).toBeVisible();

    // One object per user at a fixed name: avatars/{user id}.
    const stored = /\/storage\/v1\/object\/public\/avatars\/avatars\/[0-9a-f-]{36}\?v=\d+$/;
    await expect(accountMenu(page, email).locator('img')).toHaveAttribute('src', stored);
    const src = await accountMenu(page, email).locator('img').getAttribute('src');

    await accountMenu(page, email).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await expect(page.getByRole('img', { name: /avatar$/ })).toHaveAttribute('src', src!);
    const loaded = await page
      .getByRole('img', { name: /avatar$/ })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  test('the theme saved in the account applies on sign-in in a fresh browser', async ({
    page,
    browser,
  }) => {
    const { email } = await signInFresh(page, 'theme');
    await openSettings(page);
    await page.getByLabel('Theme').selectOption('light');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    // Another device whose own stored choice is dark.
    const fresh = await browser.newContext({ baseURL: e2eEnv().baseUrl });
    await routeOutsideHosts(fresh);
    const other = await fresh.newPage();
    await other.addInitScript(() => localStorage.setItem('norsecraft-theme-mode', 'dark'));
    await signIn(other, email);
    await expect(other.locator('body')).toHaveCSS('background-color', LIGHT_BG);
    await other.goto(url('/settings'));
    await expect(other.getByLabel('Theme')).toHaveValue('light');
    await expect(other.locator('body')).toHaveCSS('background-color', LIGHT_BG);
    await fresh.close();
  });

  test("switching the theme to light recolours another remote's page at once", async ({ page }) => {
    await signInFresh(page, 'theme');
    await openSettings(page);
    expect(await bodyBackground(page)).toBe(DARK_BG);

    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);

    // Client-side navigation to the info remote: same store, same theme, no reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rules' })
      .click();
    await expect(page).toHaveURL(url('/rules'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  });
});
