import type { Browser, Page } from '@playwright/test';
import { joinGame, offlinePlayerUuid, type TestPlayer } from '@norsecraft/game-server';
import { createAccount, linkGameAccount } from '../support/auth';
import { expect, pageHydrated, routeOutsideHosts } from '../support/fixtures';
import { test, type GameSite } from '../support/game-site';

/*
 * The auction house in the game's economy (issue 39), end to end with the test suite's game
 * server running our bridge plugin and mineflayer players: a player deposits in game and bids on
 * the site (held), is outbid (released at once), bids again and wins; the item reaches them in
 * game, the seller's wallet shows the price less the 5 % fee and their withdrawal is paid in
 * game; an unsold item comes back to its seller. A stack of its own without the dev seed.
 */

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5);
const SELLER = `Seller_${run}`;
const BUYER = `Buyer_${run}`;
const SWORD = {
  name: `Frostbite Blade ${run}`,
  material: 'DIAMOND_SWORD',
  amount: 1,
  enchantments: { sharpness: 5 },
  rarity: 'Epic',
};

const players: TestPlayer[] = [];
const accounts: Record<'seller' | 'buyer' | 'rival', { email: string; password: string }> =
  {} as never;
let listingId = 0;

test.afterAll(async () => {
  await Promise.all(players.map((player) => player.quit().catch(() => undefined)));
});

async function join(site: GameSite, name: string) {
  const player = await joinGame(site.game, name);
  players.push(player);
  await site.game.settled();
  return player;
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await pageHydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
}

/** A member whose account is linked to the game player `name` (funds: deposited already). */
async function member(site: GameSite, prefix: string, name: string, funds = 0) {
  const account = await createAccount(prefix, { stack: site });
  await linkGameAccount(account.id, site, funds, { uuid: offlinePlayerUuid(name), name });
  return account;
}

async function bid(page: Page, item: string, gold: string) {
  await page.goto('/auction-house');
  await pageHydrated(page);
  await page
    .getByRole('article', { name: item })
    .getByRole('button', { name: /^Bid on / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await dialog.getByLabel('Gold', { exact: true }).fill(gold);
  return dialog;
}

const wallet = (page: Page) => page.getByRole('region', { name: /^Wallet of / });
const figure = (page: Page, name: string) =>
  wallet(page).getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

/** Another member's browser on the site. */
async function otherBrowser(browser: Browser, site: GameSite) {
  const context = await browser.newContext({ baseURL: site.url });
  await routeOutsideHosts(context);
  return { context, page: await context.newPage() };
}

/** Moves a listing's end into the past, as time would. */
async function endListing(site: GameSite, id: number) {
  const ended = await fetch(`${site.stackUrl}/rest/v1/auction_listings?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ end_time: new Date(Date.now() - 1_000).toISOString() }),
  });
  expect(ended.ok).toBe(true);
}

test('a player deposits and lists in game; another bids on the site, held, outbid, released', async ({
  page,
  site,
  browser,
}) => {
  accounts.seller = await member(site, 'seller', SELLER);
  accounts.buyer = await member(site, 'buyer', BUYER);
  accounts.rival = await member(site, 'rival', `Rival_${run}`, 100_000);

  const buyer = await join(site, BUYER);
  site.game.world.setBalance(offlinePlayerUuid(BUYER), 60_000);
  buyer.say('/deposit 15000');
  await expect(buyer.message('Deposited')).resolves.toBe(
    'Deposited 15,000 copper to your wallet on the site.',
  );

  const seller = await join(site, SELLER);
  site.game.world.giveItem(offlinePlayerUuid(SELLER), SWORD);
  seller.say('/sell 10000 1h');
  await expect(seller.message('Listed')).resolves.toBe(`Listed ${SWORD.name} from 10,000 copper.`);
  expect(site.game.world.inventory(offlinePlayerUuid(SELLER))).toEqual([]);

  await signIn(page, accounts.buyer);
  const dialog = await bid(page, SWORD.name, '2');
  // The listing names its seller and the item as the game describes it.
  const listing = page.getByRole('article', { name: SWORD.name });
  await expect(listing).toContainText(SELLER);
  await expect(listing.getByRole('list', { name: `${SWORD.name} in game` })).toHaveText(
    /Diamond Sword\s*Sharpness V/,
  );
  await expect(dialog).toContainText('Available to bid1g 50s');
  // More than the wallet holds is refused with what is missing.
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog).toContainText('You need 50s more to bid this');
  // A deposit in game reaches the open dialog (Realtime); then the bid is covered.
  buyer.say('/deposit 35000');
  await expect(buyer.message('Deposited')).resolves.toBe(
    'Deposited 35,000 copper to your wallet on the site.',
  );
  await expect(dialog).toContainText('Available to bid5g');
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();

  await page.goto('/my-auctions');
  await expect(figure(page, 'Held in bids')).toHaveText('2g');
  await expect(figure(page, 'Available')).toHaveText('3g');

  // Another member outbids: the hold comes back at once, without a reload (Realtime).
  const { context: rival, page: rivalPage } = await otherBrowser(browser, site);
  await signIn(rivalPage, accounts.rival);
  const rivalDialog = await bid(rivalPage, SWORD.name, '3');
  await rivalDialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(rivalPage.getByText('Bid placed successfully!')).toBeVisible();
  await rival.close();
  await expect(figure(page, 'Held in bids')).toHaveText('0c');
  await expect(figure(page, 'Available')).toHaveText('5g');
  await expect(wallet(page).getByRole('list', { name: 'Wallet history' })).toContainText(
    'Released (outbid or round over)',
  );
});

test('the buyer wins: the item reaches them in game, the seller is paid less the fee and withdraws in game', async ({
  page,
  site,
  browser,
}) => {
  await signIn(page, accounts.buyer);
  const dialog = await bid(page, SWORD.name, '4');
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();

  const listed = (await fetch(
    `${site.stackUrl}/rest/v1/auction_listings?select=id&item=eq.${encodeURIComponent(SWORD.name)}`,
    { headers: { apikey: site.serviceRoleKey, authorization: `Bearer ${site.serviceRoleKey}` } },
  ).then((response) => response.json())) as { id: number }[];
  listingId = listed[0]!.id;
  await endListing(site, listingId);

  const buyer = players.find((player) => player.name === BUYER)!;
  await site.plugin.deliver();
  await expect(buyer.message('Auction won')).resolves.toBe(
    `Auction won: ${SWORD.name} for 40,000 copper, now in your inventory.`,
  );
  expect(site.game.world.inventory(offlinePlayerUuid(BUYER))).toEqual([{ ...SWORD, stats: {} }]);

  // The winner's mail links to the listing among their auctions: it is brought into view, focused.
  await page.goto(`/my-auctions#listing-${listingId}`);
  const won = page.getByRole('region', { name: /^Won/ }).locator(`#listing-${listingId}`);
  await expect(won).toContainText(SWORD.name);
  await expect(won).toBeFocused();
  await expect(won).toBeInViewport();
  await expect(won).toHaveAttribute('data-targeted', 'true');

  // 4g less the 5 % house fee.
  const { context: sellerContext, page: sellerPage } = await otherBrowser(browser, site);
  await signIn(sellerPage, accounts.seller);
  await sellerPage.goto('/my-auctions');
  await expect(figure(sellerPage, 'Balance')).toHaveText('3g 80s');
  await expect(sellerPage.getByRole('list', { name: 'Wallet history' })).toContainText(
    'Sold at auction',
  );
  await expect(sellerPage.getByRole('list', { name: 'My listings' })).toContainText('Sold');

  await wallet(sellerPage).getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = sellerPage.getByRole('dialog', { name: 'Withdraw to the game' });
  await withdraw.getByLabel('Gold', { exact: true }).fill('3');
  await withdraw.getByLabel('Silver', { exact: true }).fill('80');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(sellerPage.getByRole('list', { name: 'Withdrawals' })).toContainText(
    'Waiting for the game server',
  );

  const seller = players.find((player) => player.name === SELLER)!;
  await site.plugin.deliver();
  await expect(seller.message('Withdrawn')).resolves.toBe(
    'Withdrawn from your wallet on the site: 38,000 copper.',
  );
  expect(site.game.world.balance(offlinePlayerUuid(SELLER))).toBe(38_000);
  await sellerPage.reload();
  await expect(sellerPage.getByRole('list', { name: 'Withdrawals' })).toContainText('Paid in game');
  await expect(figure(sellerPage, 'Balance')).toHaveText('0c');
  await sellerContext.close();
});

test('an unsold listing’s item comes back to its seller in game', async ({ page, site }) => {
  const seller = players.find((player) => player.name === SELLER)!;
  const axe = { name: `Rusty Axe ${run}`, material: 'IRON_AXE', amount: 1 };
  site.game.world.giveItem(offlinePlayerUuid(SELLER), axe);
  seller.say('/sell 500 1h');
  await expect(seller.message('Listed')).resolves.toBe(`Listed ${axe.name} from 500 copper.`);

  await signIn(page, accounts.seller);
  await page.goto('/auction-house');
  await pageHydrated(page);
  // The seller's own listing offers a cancel, not a bid.
  const own = page.getByRole('article', { name: axe.name });
  await expect(
    own.getByRole('button', { name: `Cancel your listing of ${axe.name}` }),
  ).toBeEnabled();
  await expect(own.getByRole('button', { name: /^Bid on / })).toHaveCount(0);

  const listed = (await fetch(
    `${site.stackUrl}/rest/v1/auction_listings?select=id&item=eq.${encodeURIComponent(axe.name)}`,
    { headers: { apikey: site.serviceRoleKey, authorization: `Bearer ${site.serviceRoleKey}` } },
  ).then((response) => response.json())) as { id: number }[];
  await endListing(site, listed[0]!.id);
  await site.plugin.deliver();
  await expect(seller.message('Unsold')).resolves.toBe(
    `Unsold: ${axe.name} is back in your inventory.`,
  );
  expect(site.game.world.inventory(offlinePlayerUuid(SELLER))).toEqual([
    { ...axe, enchantments: {}, stats: {}, rarity: null },
  ]);
  await page.goto('/my-auctions');
  await expect(page.getByRole('list', { name: 'My listings' })).toContainText('Given back in game');
});
