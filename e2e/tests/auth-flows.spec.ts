import type { Page } from '@playwright/test';
import { createAccount, mailedLink, mailsTo, uniqueEmail } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';

/*
 * Issue 41, items 5, 18, 23 and 27 as visitors meet them: sign-up confirms its address through
 * the mailed link (the stack's outbox) and answers alike for a registered address; signing in
 * returns to the page the visitor was on; the signed-out bar says Sign In; bid buttons name
 * their item.
 */

const PASSWORD = 'Password1';
const bar = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function createAccountThroughForm(page: Page, email: string) {
  await page.getByRole('button', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(pageHeading(page)).toHaveText('Check your email');
}

async function signInThroughForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-up with e-mail confirmation', () => {
  test('a registered address gets the same answer as a new one, and no mail', async ({ page }) => {
    const fresh = uniqueEmail('fresh');
    const { email: taken } = await createAccount('taken');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/auth/v1/signup')) answers.push(response.status());
    });

    const pageFor = async (email: string) => {
      await page.goto('/login');
      await createAccountThroughForm(page, email);
      await expect(page).toHaveURL(/\/check-email$/);
      return (await main(page).innerText()).replace(email, '<address>');
    };
    expect(await pageFor(taken)).toBe(await pageFor(fresh));
    expect(answers).toEqual([200, 200]);
    await mailedLink(fresh, 'Confirm your signup');
    expect(await mailsTo(taken)).toEqual([]);
  });

  test('from the auction house: sign up, follow the mailed link, back at the auction house', async ({
    page,
  }) => {
    const email = uniqueEmail('bidder');
    await page.goto('/auction-house');
    await main(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fauction-house$/);
    await createAccountThroughForm(page, email);
    await expect(bar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    await page.goto(await mailedLink(email, 'Confirm your signup'));
    await expect(page).toHaveURL(/\/auction-house$/);
    await expect(
      bar(page).getByRole('button', { name: `Account menu for ${email}` }),
    ).toBeVisible();
    await expect(
      main(page)
        .getByRole('button', { name: /^Bid on / })
        .first(),
    ).toBeEnabled();
  });
});

test.describe('an account not confirmed yet', () => {
  // The browser logs the auth server's 400 answer (email_not_confirmed) itself.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\)/ });

  test('signing in before confirming says what to do, and sends the link again', async ({
    page,
  }) => {
    // An account waiting for confirmation, made by the admin API so no link is out yet.
    const email = uniqueEmail('pending');
    const { stackUrl, serviceRoleKey } = e2eEnv();
    const created = await fetch(`${stackUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(created.ok).toBe(true);

    await page.goto('/login?next=%2Frules');
    const answered = page.waitForResponse((r) => r.url().includes('/auth/v1/token'));
    await signInThroughForm(page, email);
    expect((await answered).status()).toBe(400);
    await expect(main(page).getByRole('alert')).toHaveText(
      'Confirm your e-mail address first: open the link we sent you, then sign in.',
    );
    await main(page).getByRole('button', { name: 'Send the link again' }).click();
    await expect(page).toHaveURL(/\/check-email\?next=%2Frules$/);
    await expect(
      page.getByText(`A new confirmation link is on its way to ${email}.`),
    ).toBeVisible();

    await page.goto(await mailedLink(email, 'Confirm your signup'));
    await expect(page).toHaveURL(/\/rules$/);
    await expect(
      bar(page).getByRole('button', { name: `Account menu for ${email}` }),
    ).toBeVisible();
  });
});

test.describe('signing in returns to the page', () => {
  test('"Sign in to place a bid" returns to the auction house, whose bid buttons name their item', async ({
    page,
  }) => {
    const { email } = await createAccount('return-bid');
    await page.goto('/auction-house');
    await expect(main(page)).toContainText('Sign in to place a bid.');
    await main(page).getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/auction-house$/);
    // Signed in now: the listings' bid buttons work.
    await expect(
      main(page)
        .getByRole('button', { name: /^Bid on / })
        .first(),
    ).toBeEnabled();

    const headings = await main(page)
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
    expect(headings.length).toBeGreaterThan(0);
    const bids = main(page).getByRole('button', { name: /^Bid on / });
    await expect(bids).toHaveCount(headings.length);
    const names = await Promise.all(
      (await bids.all()).map((bid) => bid.getAttribute('aria-label')),
    );
    expect(names).toEqual(headings.map((item) => `Bid on ${item}`));
  });

  test('a crafted return address to another site is not followed', async ({ page }) => {
    const { email } = await createAccount('crafted');
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/members$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bar shows the wordmark and Sign In; the version and its history are in the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(bar(page).getByText('Norsecraft', { exact: true })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(bar(page).getByText('1.2.0')).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: /Version 1\.2\.0/ }).click();
    const history = page.getByRole('dialog', { name: 'Version History' });
    await expect(history).toContainText('Player accounts: sign up and sign in');
    await expect(history).not.toContainText('Documentation structure');
  });
});
