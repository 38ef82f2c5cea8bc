import type { BrowserContext, Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';

/*
 * Issue 31 (finish, second pass): what a visitor, a member and an admin met that felt
 * unfinished, each checked where a browser can see it.
 */

const main = (page: Page) => page.getByRole('main');
const isLocal = (url: URL) => ['127.0.0.1', 'localhost'].includes(url.hostname);

/** Outside hosts (head service, chat) unreachable, as on a network that blocks them. */
async function blockOutsideHosts(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route(
    (url) => !isLocal(url),
    (route) => route.abort('internetdisconnected'),
  );
}

/** Images that tried to load and have nothing to show: the browser's broken-image icon. */
const brokenImages = (page: Page) =>
  page.evaluate(
    () => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length,
  );

test.describe('outside hosts unreachable', () => {
  // The blocked requests are logged by the browser as failed loads.
  test.use({
    allowedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|presence fetch failed/,
  });

  test('staff heads are drawn per member, none broken', async ({ page, context }) => {
    await blockOutsideHosts(context);
    await page.goto('/staff');
    const drawn = main(page).locator('svg[data-drawn-head]');
    await expect(drawn.first()).toBeVisible();
    const heads = await drawn.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(heads.length).toBeGreaterThanOrEqual(8);
    expect(new Set(heads).size).toBe(heads.length);
    expect(await brokenImages(page)).toBe(0);
  });

  test('avatars show initials in the top bar, profile and settings', async ({ page, context }) => {
    await blockOutsideHosts(context);
    await signInAs(page, 'member');
    for (const path of ['/profile', '/settings']) {
      await page.goto(path);
      await expect(main(page).locator('[data-avatar]').first()).toBeVisible();
      // The member's avatar, and on the profile the linked player's too.
      const avatars = main(page).getByRole('img', { name: /'s avatar$/ });
      await expect(avatars.first()).toBeVisible();
      for (const avatar of await avatars.all()) await expect(avatar).toHaveText(/^[A-Z?]{1,2}$/);
      expect(await brokenImages(page), path).toBe(0);
    }
  });

  test('the chat panel says the chat is unreachable and links to it', async ({ page, context }) => {
    await blockOutsideHosts(context);
    await page.goto('/rules');
    await page.getByRole('button', { name: /Show community chat/ }).click();
    const panel = page.getByRole('region', { name: 'Community chat' });
    await expect(
      panel.getByText('The community chat cannot be reached right now.', { exact: false }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open the community chat' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(panel.locator('iframe')).toHaveCount(0);
  });
});

test('the site serves its icon set and web manifest', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
    'href',
    /favicon\.ico|icon\.svg/,
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/icon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Norsecraft', theme_color: expect.stringMatching(/^#/) });
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

/** The faces Chromium drew a node's own text with (DevTools protocol). */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

test('numbers in headings use the text face; player names read as the game has them', async ({
  page,
}) => {
  await page.goto('/punishments/Halfdan_Black');
  await expect(pageHeading(page)).toHaveText('Halfdan_Black');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Cinzel'))).toBe(true);

  // "On record 1": the digit in Source Sans 3, never Cinzel's I-like 1.
  const strong = 'ul[aria-label="Punishments by type"] li:first-child strong';
  await expect(page.locator(strong)).toHaveText(/^\d+$/);
  // Drawn in the fallback face until the text face has loaded.
  await expect.poll(async () => (await facesOf(page, strong)).join()).toMatch(/Source Sans 3/);
  expect((await facesOf(page, strong)).join()).not.toMatch(/Cinzel/);

  // The name in the h1 and in the list: the text face, no capitals forced.
  const name = pageHeading(page).locator('bdi');
  await expect(name).toHaveCSS('font-family', /^"Source Sans 3"/);
  await expect(name).toHaveCSS('text-transform', 'none');
  await expect(name).toHaveCSS('letter-spacing', 'normal');
  await page.goto('/punishments?q=Halfdan');
  const link = main(page).getByRole('link', { name: 'Halfdan_Black' });
  await expect(link.locator('bdi')).toHaveCSS('font-family', /^"Source Sans 3"/);
  expect((await facesOf(page, 'main li h2 a bdi')).join()).not.toMatch(/Cinzel/);
});

/** Old punishments from the game server, enough for a second page (the seed has one page). */
async function fillSecondPunishmentsPage() {
  const { stackUrl, gameBridgeKey } = e2eEnv();
  const batch = Array.from({ length: 30 }, (_, i) => ({
    source: 'e2e-paging',
    source_id: `warn:${i}`,
    player_name: `Old_Raider_${i}`,
    type: 'warn',
    reason: 'An old warning, kept for the record',
    staff_name: 'Console',
    date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
    expires: null,
    active: false,
  }));
  const response = await fetch(`${stackUrl}/functions/v1/game-bridge/punishments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gameBridgeKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch),
  });
  expect(response.status).toBe(200);
}

test('paging brings the top of the next page into view', async ({ page }) => {
  await fillSecondPunishmentsPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/punishments');
  const list = main(page).getByRole('list', { name: 'Punishments', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const next = main(page).getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  const top = await list.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(768 / 2);
});

test('sign-up shows the password rules before the first try', async ({ page }) => {
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  const rules = main(page).getByRole('list', { name: 'Requirements' });
  await expect(rules).toBeVisible();
  await expect(rules).toContainText('One uppercase letter');
  await main(page).getByLabel('Password', { exact: true }).fill('abc');
  await expect(
    rules.getByRole('listitem').filter({ hasText: 'One lowercase letter' }),
  ).toHaveAttribute('data-met', 'true');
});

test.describe('network off', () => {
  test.use({
    allowedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/,
  });

  test('a bid placed offline says so in a sentence, not the fetch client’s words', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'member');
    await page.goto('/auction-house');
    await main(page)
      .getByRole('button', { name: /^Bid on / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Bid the minimum/ }).click();
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    const alert = dialog.getByRole('alert');
    const started = Date.now();
    await expect(alert).toHaveText(
      'The server could not be reached. Check your internet connection and try again.',
      { timeout: 60_000 },
    );
    console.log(`offline bid answered after ${Date.now() - started} ms`);
    await expect(dialog).not.toContainText(/TypeError|Failed to fetch/);
    await context.setOffline(false);
  });
});

for (const [width, height] of [
  [1366, 768],
  [360, 640],
  [390, 844],
  [1920, 1080],
] as const) {
  test(`Flappy Steve fits a ${width} × ${height} viewport with its start hint`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/games/flappy-steve');
    // Measured on the hydrated page: its effects have fitted the canvas then.
    await pageHydrated(page);
    const canvas = page.getByRole('application', { name: /Flappy Steve game/ }).locator('canvas');
    await expect(canvas).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const bounds = () => canvas.evaluate((element) => element.getBoundingClientRect().toJSON());
    // Laid out (hydrated, fonts in) and fitted.
    await expect
      .poll(async () => {
        const { height: tall, bottom } = await bounds();
        return tall >= 200 && bottom <= height;
      })
      .toBe(true);
    const box = await bounds();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(200);
    const hint = page.locator('#flappy-status');
    await expect(hint).toContainText('to start');
    const hintBottom = await hint.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(hintBottom).toBeLessThanOrEqual(height);

    // Space plays and never scrolls the page.
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test.describe('a visitor whose device is set to light', () => {
  test.use({ colorScheme: 'light' });

  test('gets the light theme without choosing it', async ({ page }) => {
    await page.goto('/rules');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 241, 231)');
  });
});

/** The longship's box in the hero art's 320 × 180 pixels (mfe-info/scripts/draw-hero-art.mjs). */
const LONGSHIP = { left: 222, top: 98, right: 275, bottom: 137 };

for (const [width, height] of [
  [1024, 768],
  [1366, 768],
  [1920, 1080],
] as const) {
  test(`the hero's longship is clear of the Join button at ${width} × ${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await pageHydrated(page);
    const join = page.getByRole('button', { name: 'Join now' });
    await expect(join).toBeVisible();
    // Measured once the hero has its fonts and the server status (either moves the button).
    await page.evaluate(() => document.fonts.ready);
    await expect(
      page.locator('section[aria-labelledby="hero-title"] [aria-busy="true"]'),
    ).toHaveCount(0);
    const joinBox = (await join.boundingBox())!;
    // Where object-fit: cover and object-position 50% 70% put the art's pixels.
    const ship = await page
      .locator('section[aria-labelledby="hero-title"] img')
      .evaluate((img, box) => {
        const rect = img.getBoundingClientRect();
        const scale = Math.max(rect.width / 320, rect.height / 180);
        const offsetX = (rect.width - 320 * scale) * 0.5;
        const offsetY = (rect.height - 180 * scale) * 0.7;
        return {
          left: rect.left + offsetX + box.left * scale,
          right: rect.left + offsetX + box.right * scale,
          top: rect.top + offsetY + box.top * scale,
          bottom: rect.top + offsetY + box.bottom * scale,
        };
      }, LONGSHIP);
    const overlaps =
      ship.left < joinBox.x + joinBox.width &&
      ship.right > joinBox.x &&
      ship.top < joinBox.y + joinBox.height &&
      ship.bottom > joinBox.y;
    expect(overlaps, JSON.stringify({ ship, joinBox })).toBe(false);
    expect(ship.right).toBeLessThanOrEqual(width);
  });
}
