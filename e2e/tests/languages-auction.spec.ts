import type { Page } from '@playwright/test';
import { createAccount, linkGameAccount } from '../support/auth';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';
import { bareTexts } from '../support/pseudo-sweep';
import { swedishTexts } from '../support/swedish-texts';

/*
 * The auction pages in Swedish (issue 40): the auction house sent by the server in Swedish, the
 * bid dialog and My Auctions in Swedish for a signed-in member, and the pseudo-locale sweep of
 * those pages (signed in, the bid dialog open) finding no text that bypasses the library.
 */

const auctionSv = swedishTexts('mfe-auction');
const accountSv = swedishTexts('mfe-account');

/** A new member with a linked, funded game account, signed in (stays on English addresses). */
async function signInBidder(page: Page, prefix: string) {
  const account = await createAccount(prefix);
  const player = await linkGameAccount(account.id);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  return player;
}

test('the auction house is sent by the server in Swedish under /sv', async ({ request }) => {
  const response = await request.get('/sv/auction-house', { headers: { 'accept-language': 'en' } });
  const html = await response.text();
  expect(html).toMatch(/<html lang="sv"/);
  expect(html).toContain(`<title>${auctionSv('pages./auction-house.title')} · Norsecraft</title>`);
  const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  expect(h1).toBe(auctionSv('house.title'));
  // The seeded listings, their labels in Swedish.
  expect(html).toContain('Netherite Sword of Tyr');
  expect(html).toContain(`>${auctionSv('facts.currentBid')}<`);
  expect(html).toContain(`>${auctionSv('toolbar.sortTime')}<`);
});

test('a member bids and reads My Auctions in Swedish', async ({ page }) => {
  const player = await signInBidder(page, 'swedish-bidder');
  await page.goto('/sv/auction-house');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText(auctionSv('house.title'));
  const sword = page.getByRole('article', { name: 'Netherite Sword of Tyr' });
  await sword.getByRole('button', { name: /^Buda på / }).click();
  const dialog = page.getByRole('dialog', { name: auctionSv('bid.title') });
  await expect(dialog.getByLabel(auctionSv('bid.gold'))).toBeVisible();
  // Too low: the refusal in Swedish.
  await dialog.getByLabel(auctionSv('bid.gold')).fill('1');
  await dialog.getByRole('button', { name: auctionSv('bid.title') }).click();
  await expect(dialog.getByText('Budet måste vara högre än nuvarande bud')).toBeVisible();
  await dialog.getByRole('button', { name: /^Buda det lägsta/ }).click();
  await dialog.getByRole('button', { name: auctionSv('bid.title') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(auctionSv('bid.placed'))).toBeVisible();
  await expect(sword.getByText(auctionSv('facts.leading'))).toBeVisible();

  await page.goto('/sv/my-auctions');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText(accountSv('page.title'));
  await expect(page).toHaveTitle(`${accountSv('pages./my-auctions.title')} · Norsecraft`);
  await expect(
    page.getByRole('heading', { name: `${accountSv('group.leading')} (1)` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Plånbok för ${player}` })).toBeVisible();
  // The 1 000 000 g deposited (the bid is held, still the member's), grouped the Swedish way.
  const balance = page.getByText(accountSv('wallet.balance'), { exact: true });
  await expect(balance.locator('xpath=following-sibling::dd')).toHaveText(/^1\s000\s000g$/);
});

test('the pseudo-locale finds no text that bypasses the library on the auction pages', async ({
  page,
}) => {
  await signInBidder(page, 'pseudo-bidder');
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/json/.test(response.headers()['content-type'] ?? '')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  const problems: string[] = [];
  const sweep = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/json"]')]
        .map((script) => script.textContent)
        .join(' '),
    );
    const data = `${(await Promise.all(bodies)).join(' ')} ${inline}`;
    for (const text of await bareTexts(page, data)) problems.push(`${where}: ${text}`);
  };

  await page.goto('/en-xa/auction-house');
  await pageHydrated(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await sweep('/en-xa/auction-house');
  // The grid view and the bid dialog, with a refusal showing.
  await page.locator('main [role="group"]').last().getByRole('button').last().click();
  await page.getByRole('article').first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input').first().fill('1');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await sweep('/en-xa/auction-house (bid dialog)');

  await page.goto('/en-xa/my-auctions');
  await pageHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
  await sweep('/en-xa/my-auctions');
  expect(problems).toEqual([]);
});
