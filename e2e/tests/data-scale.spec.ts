import type { Page } from '@playwright/test';
import pg from 'pg';
import { seedLargeDataSet } from '../../scripts/lib/stack.mjs';
import { signInAs } from '../support/auth';
import { expect, pageHeading, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * The pages on the large data set (issue 18): a stack of this file's own (in-memory PGlite)
 * holds `pnpm db:seed:large` at E2E_DATA_SCALE of its full size — default 0.1: 10,000 accounts,
 * 50,000 punishments of some 15,000 players. Paging, search, filters and history run in the
 * database; the URL carries them, so reloading and the back button restore them; the admin
 * search finds one account among all of them.
 */

const SCALE = Number(process.env.E2E_DATA_SCALE ?? 0.1);
// The generated accounts and the seed's four dev accounts (admin, member, editor, moderator).
const ACCOUNTS = Math.round(100_000 * SCALE) + 4;
// A generated account (supabase/seed-large/*.sql: ids b0000000-…-<row>).
const SOUGHT_ACCOUNT_ID = 'b0000000-0000-4000-8000-0000000004d2';

type LargeStack = Awaited<ReturnType<typeof startPrivateStack>> & { soughtEmail: string };

const test = base.extend<object, { largeStack: LargeStack; largeSiteUrl: string }>({
  largeStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, provide) => {
      const stack = await startPrivateStack();
      await seedLargeDataSet({ dbUrl: stack.superuserDbUrl, scale: SCALE });
      const db = new pg.Client({ connectionString: stack.superuserDbUrl });
      await db.connect();
      const { rows } = await db.query<{ email: string }>(
        'select email from auth.users where id = $1',
        [SOUGHT_ACCOUNT_ID],
      );
      await db.end();
      await provide({ ...stack, soughtEmail: rows[0]!.email });
      await stack.stop();
    },
    { scope: 'worker', timeout: 900_000 },
  ],
  largeSiteUrl: [
    async ({ largeStack }, provide) => {
      const site = await startPrivateSite(largeStack);
      await provide(site.url);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ largeSiteUrl }, provide) => provide(largeSiteUrl),
});

// One seeded stack for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) =>
  main(page).getByRole('list', { name: 'Punishments', exact: true }).getByRole('listitem');
const shown = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Showing/ });
/** The list shows the answer to the URL's query (the previous one stays up while it loads). */
const settled = (page: Page) => expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
const total = async (page: Page) =>
  Number((await shown(page).innerText()).replace(/^.* of /, '').replace(/\D/g, ''));

test('pages through the whole record in the database, and the back button returns', async ({
  page,
}) => {
  await page.goto('/punishments');
  await expect(rows(page)).toHaveCount(25);
  await expect(shown(page)).toHaveText(/^Showing 1–25 of \d{2},\d{3}$/);
  expect(await total(page)).toBeGreaterThanOrEqual(50_000 * SCALE * 0.9);
  const firstOfPage1 = (await rows(page).first().textContent())!;

  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/punishments\?page=2$/);
  await expect(shown(page)).toHaveText(/^Showing 26–50 of /);
  await expect(rows(page).first()).not.toHaveText(firstOfPage1);
  const firstOfPage2 = (await rows(page).first().textContent())!;

  await page.goBack();
  await expect(page).toHaveURL(/\/punishments$/);
  await expect(rows(page).first()).toHaveText(firstOfPage1);
  await page.goForward();
  await expect(rows(page).first()).toHaveText(firstOfPage2);

  // The last page, straight from the URL: the database pages 10,000 rows deep (400 pages of
  // 25), so the link opens the deepest page it serves and says how to see older ones.
  const pageCount = Math.ceil((await total(page)) / 25);
  await page.goto(`/punishments?page=${pageCount}`);
  await expect(
    main(page).getByText(`Page 400 of ${pageCount.toLocaleString('en-US')}`),
  ).toBeVisible();
  await expect(shown(page)).toHaveText(
    /^Showing 9,976–10,000 of [\d,]+ · Search for a player to see older punishments\.$/,
  );
  await expect(rows(page)).toHaveCount(25);
  await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('searches players by the start of the name and by a near miss', async ({ page }) => {
  await page.goto('/punishments');
  await expect(rows(page)).toHaveCount(25);
  const player = await rows(page).first().getByRole('link').innerText();
  const search = main(page).getByRole('searchbox', { name: 'Search punishments' });

  await search.fill(player);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(player)}`));
  await expect(rows(page).first().getByRole('link')).toHaveText(startsWith(player));
  await settled(page);
  for (const name of await rows(page).getByRole('link').allInnerTexts()) {
    expect(name.toLowerCase().startsWith(player.toLowerCase())).toBe(true);
  }

  // One letter wrong in the middle: no name starts with it, the fuzzy match still finds it.
  const middle = Math.floor(player.length / 2);
  const typo = `${player.slice(0, middle)}q${player.slice(middle + 1)}`;
  await search.fill(typo);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typo)}`));
  await expect(rows(page).getByRole('link', { name: player, exact: true }).first()).toBeVisible();

  await search.fill('qqzzqq');
  await expect(main(page).getByText('No punishments found')).toBeVisible();
});

test('filters by type and status, and a reload restores search, filters and page', async ({
  page,
}) => {
  await page.goto('/punishments');
  await expect(rows(page)).toHaveCount(25);
  const all = await total(page);
  await main(page).getByRole('combobox', { name: 'Type' }).selectOption('ban');
  await main(page).getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(page).toHaveURL(/type=ban&status=active/);
  await expect(shown(page)).not.toHaveText(new RegExp(` of ${all.toLocaleString('en-US')}$`));
  await settled(page);
  expect(await total(page)).toBeLessThan(all);
  for (const row of await rows(page).all()) {
    await expect(row.getByText('ban', { exact: true })).toBeVisible();
    await expect(row).toContainText('● Active');
  }
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/type=ban&status=active&page=2/);

  await main(page).getByRole('searchbox', { name: 'Search punishments' }).fill('th');
  await expect(page).toHaveURL(/\?q=th&type=ban&status=active$/);
  await expect(rows(page).first()).toBeVisible();

  await page.goto('/punishments?q=th&type=mute&status=expired&page=2');
  await expect(main(page).getByRole('searchbox', { name: 'Search punishments' })).toHaveValue('th');
  await expect(main(page).getByRole('combobox', { name: 'Type' })).toHaveValue('mute');
  await expect(main(page).getByRole('combobox', { name: 'Status' })).toHaveValue('expired');
  await expect(shown(page)).toHaveText(/^Showing 26–50 of /);
  await settled(page);
  for (const row of await rows(page).all()) {
    await expect(row.getByText('mute', { exact: true })).toBeVisible();
    // Not in force: its time ran out, or staff lifted it early.
    await expect(row).toContainText(/○ (Expired|Lifted)/);
  }
});

test("each row leads to the player, and the player's history has counts by type", async ({
  page,
}) => {
  await page.goto('/punishments');
  const link = rows(page).first().getByRole('link').first();
  const player = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(`/players/${encodeURIComponent(player)}`);
  await expect(pageHeading(page)).toHaveText(player);
  await page.goto(`/punishments/${encodeURIComponent(player)}`);
  await expect(pageHeading(page)).toHaveText(player);
  const counts = main(page).getByRole('list', { name: 'Punishments by type' });
  const number = async (label: string) =>
    Number(
      (
        await counts.getByRole('listitem').filter({ hasText: label }).locator('strong').innerText()
      ).replace(/\D/g, ''),
    );
  const byType = await Promise.all(['Bans', 'Mutes', 'Kicks', 'Warnings', 'Other'].map(number));
  const sum = byType.reduce((a, b) => a + b, 0);
  expect(await number('On record')).toBe(sum);
  for (const name of await rows(page).locator('h2').allInnerTexts()) {
    expect(name.startsWith(player)).toBe(true);
  }
  await page.goBack();
  await expect(page).toHaveURL(`/players/${encodeURIComponent(player)}`);
});

test('the admin finds one account among all of them', async ({ page, largeStack }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const users = main(page).getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem')).toHaveCount(25);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `of ${ACCOUNTS.toLocaleString('en-US')}` }),
  ).toBeVisible();
  await expect(main(page).getByTestId('stat-totalUsers')).toHaveText(
    ACCOUNTS.toLocaleString('en-US'),
  );

  await main(page).getByPlaceholder('Search users...').fill(largeStack.soughtEmail);
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByRole('listitem')).toContainText(largeStack.soughtEmail);
  await expect(users.getByRole('listitem')).toContainText('User');
});
