import type { Page, Route } from '@playwright/test';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { ACCOUNTS } from '../support/auth';
import { expect, pageHeading, test } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';

/*
 * CAPTCHA as production has it ([remotes.production.auth.captcha]): a stack that checks tokens
 * like GoTrue (Cloudflare Turnstile's published always-pass test secret), a site whose host names
 * Turnstile's test site key (PUBLIC_CAPTCHA_SITE_KEY). Turnstile's script lives on Cloudflare,
 * outside this machine: it is stubbed at the network edge with what the test site key does —
 * a check that passes at once and hands out the dummy token.
 */

const TEST_SITE_KEY = '1x00000000000000000000AA';
const TURNSTILE_STUB = `
window.turnstile = {
  render(box, options) {
    const mark = document.createElement('p');
    mark.textContent = 'Security check passed (' + options.sitekey + ')';
    box.append(mark);
    setTimeout(() => options.callback('XXXX.DUMMY.TOKEN.XXXX'), 50);
    this.options = options;
    return 'widget';
  },
  reset() { setTimeout(() => this.options.callback('XXXX.DUMMY.TOKEN.XXXX'), 50); },
  remove() {},
};`;

async function stubTurnstile(page: Page) {
  await page.route('https://challenges.cloudflare.com/**', (route: Route) =>
    route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_STUB }),
  );
}

let stack: Awaited<ReturnType<typeof startLocalStack>>;
let site: Awaited<ReturnType<typeof startPrivateSite>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startLocalStack({
    port: 0,
    memory: true,
    reuse: false,
    rateLimits: false,
    env: {
      SUPABASE_AUTH_CAPTCHA_ENABLED: 'true',
      SUPABASE_AUTH_CAPTCHA_PROVIDER: 'turnstile',
      SUPABASE_AUTH_CAPTCHA_SECRET: '1x0000000000000000000000000000000AA',
    },
  });
  site = await startPrivateSite({
    stackUrl: stack.url,
    anonKey: stack.anonKey!,
    hostEnv: { PUBLIC_CAPTCHA_SITE_KEY: TEST_SITE_KEY },
  });
});

test.afterAll(async () => {
  await site?.close();
  await stack?.stop();
});

test('signing in passes the check and sends its token; the stack accepts it', async ({ page }) => {
  await stubTurnstile(page);
  const tokens: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) {
      tokens.push(request.postDataJSON()?.gotrue_meta_security?.captcha_token);
    }
  });
  await page.goto(`${site.url}/login`);
  const main = page.getByRole('main');
  await expect(main.getByText(`Security check passed (${TEST_SITE_KEY})`)).toBeVisible();
  await main.getByLabel('Email').fill(ACCOUNTS.member.email);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(tokens).toEqual(['XXXX.DUMMY.TOKEN.XXXX']);
});

test('a password reset request carries the token too', async ({ page }) => {
  await stubTurnstile(page);
  await page.goto(`${site.url}/reset-password`);
  await expect(pageHeading(page)).toHaveText('Reset Password');
  const main = page.getByRole('main');
  await expect(main.getByText('Security check passed')).toBeVisible();
  await main.getByLabel('Email').fill(ACCOUNTS.member.email);
  await main.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    main.getByText('Password reset instructions have been sent to your email.'),
  ).toBeVisible();
});

test('the CSP lets Turnstile in only where the site has a site key', async () => {
  const response = await fetch(`${site.url}/login`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
});
