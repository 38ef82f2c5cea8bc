import type { Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { expect, pageHeading, test as base } from '../support/fixtures';
import { headingOf, rawGet } from '../support/front-door';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * What the game bridge lets onto the punishment record, and how the record's pages show it
 * (issue 41): an item the database could not keep or a browser could not read is refused with
 * its index, names show isolated, every name has an address that works when shared, and a name
 * never punished has none. A stack of its own, so its rows stay out of the public specs' way.
 */

interface BridgeSite {
  url: string;
  stackUrl: string;
  serviceRoleKey: string;
  gameBridgeKey: string;
}

const test = base.extend<object, { site: BridgeSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startPrivateStack();
      const site = await startPrivateSite(stack);
      await provide({ ...stack, url: site.url });
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

test.describe.configure({ mode: 'default' });

let nextId = 0;
const item = (player_name: string, fields: Record<string, unknown> = {}) => ({
  source: 'e2e-plugin',
  source_id: `ban:${(nextId += 1)}`,
  player_name,
  type: 'ban',
  reason: 'Griefing the longhouse',
  staff_name: 'Console',
  date: new Date(Date.now() - 3_600_000).toISOString(),
  expires: null,
  active: true,
  ...fields,
});

async function sendBatch(site: BridgeSite, items: unknown[]) {
  const response = await fetch(`${site.stackUrl}/functions/v1/game-bridge/punishments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.gameBridgeKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(items),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A punishment written as an operator writes one (the service role), past the bridge's rules. */
async function insertDirectly(site: BridgeSite, player_name: string) {
  const response = await fetch(`${site.stackUrl}/rest/v1/punishments`, {
    method: 'POST',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ player_name, type: 'warn', reason: 'Spam', staff_name: 'Console' }),
  });
  expect(response.status, `insert ${JSON.stringify(player_name)}`).toBe(201);
}

const historyPath = (name: string) => `/punishments/${encodeURIComponent(name)}`;
const punishmentRows = (page: Page) =>
  page.getByRole('list', { name: 'Punishments', exact: true }).getByRole('listitem');

test('an item with a year no browser reads is refused with its index, and the record’s pages stay up', async ({
  page,
  site,
}) => {
  // The row: year 9999 west of UTC is year 10000, which the pages could not format.
  const refused = [
    ['expires', { expires: '9999-12-31T23:59:59-15:59' }],
    ['date', { date: '9999-12-31T23:59:59-15:59' }],
    ['date', { date: '0000-01-01T00:00:00Z' }],
    ['player_name', { player_name: 'x\ud800y' }],
  ] as const;
  for (const [field, fields] of refused) {
    const answer = await sendBatch(site, [item('Year_Keeper'), item('Year_Breaker', fields)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ index: 1, reason: expect.stringMatching(`^${field} `) });
    expect(JSON.stringify(answer.body)).not.toMatch(/database|out of range|invalid json/i);
  }
  expect((await sendBatch(site, [item('Year_Keeper')])).status).toBe(200);

  for (const path of ['/punishments', historyPath('Year_Keeper')]) {
    await page.goto(path);
    await expect(punishmentRows(page).filter({ hasText: 'Year_Keeper' }).first()).toBeVisible();
    await expect(page.getByText('This page could not be displayed')).toHaveCount(0);
  }
  await signInAs(page, 'admin');
  await page.goto('/admin/punishments');
  const section = page.getByRole('region', { name: 'Punishments' });
  await expect(punishmentRows(page).filter({ hasText: 'Year_Keeper' }).first()).toBeVisible();
  await expect(section.getByText('Year_Breaker')).toHaveCount(0);
});

test('a name holding direction controls is shown isolated, on every page that shows it', async ({
  page,
  site,
}) => {
  const name = 'Evil\u202Egnp.exe';
  // The bridge refuses direction controls; a row an operator wrote still shows safely.
  const answer = await sendBatch(site, [item(name)]);
  expect(answer.body).toMatchObject({
    index: 0,
    reason: 'player_name must not contain bidirectional control characters',
  });
  await insertDirectly(site, name);
  const isolation = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => [element.tagName, getComputedStyle(element).unicodeBidi]);

  await page.goto('/punishments?q=Evil');
  const link = page.getByRole('link', { name });
  expect(await isolation(link.locator('bdi'))).toEqual(['BDI', 'isolate']);
  await page.goto(historyPath(name));
  expect(await isolation(pageHeading(page).locator('bdi'))).toEqual(['BDI', 'isolate']);
  await signInAs(page, 'admin');
  await page.goto('/admin/punishments');
  const row = punishmentRows(page).filter({ hasText: 'Evil' });
  expect(await isolation(row.locator('h2 bdi'))).toEqual(['BDI', 'isolate']);
});

test('every name has an address that works when shared, through the HTML host too', async ({
  page,
  site,
}) => {
  const names = ['Rune/Carver', 'Back\\Slash', 'Setup.exe', 'Loki.png'];
  expect(
    (
      await sendBatch(
        site,
        names.map((name) => item(name)),
      )
    ).status,
  ).toBe(200);
  // A tab is a control character the bridge refuses; an operator's row with one has an address.
  await insertDirectly(site, 'Tab\tName');
  for (const name of [...names, 'Tab\tName']) {
    const served = await rawGet(site.url, historyPath(name));
    expect(served.status, name).toBe(200);
    expect(served.headers['content-type'], name).toMatch(/^text\/html/);
    expect(headingOf(served.body), name).toBe(name);

    // The name in the list opens the player's page; its address works when reloaded too.
    await page.goto(`/punishments?q=${encodeURIComponent(name.slice(0, 3))}`);
    await page.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(`/players/${encodeURIComponent(name)}`);
    await page.reload();
    const heading = pageHeading(page);
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.textContent)).toBe(name);

    await page.goto(historyPath(name));
    expect(await pageHeading(page).evaluate((element) => element.textContent)).toBe(name);
    await expect(punishmentRows(page)).toHaveCount(1);
  }
});

test('a name the record has never had is not found: 404 and the friendly page', async ({
  page,
  site,
}) => {
  const path = historyPath('Never_Punished_Anyone');
  const served = await rawGet(site.url, path);
  expect(served.status).toBe(404);
  expect(headingOf(served.body)).toBe('Page Not Found');

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page)).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();

  // In the browser alone (an address followed inside the site): the same page.
  expect((await sendBatch(site, [item('Known_Skald')])).status).toBe(200);
  await page.goto(historyPath('Known_Skald'));
  await expect(pageHeading(page)).toHaveText('Known_Skald');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, historyPath('Nobody_Ever_Here'));
  await expect(pageHeading(page)).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
});
