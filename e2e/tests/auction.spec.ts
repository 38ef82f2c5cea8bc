import { test as plainTest, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { APPS, distOf } from '../../scripts/lib/apps.mjs';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { ACCOUNTS, createAccount, signInAs } from '../support/auth';
import { expect, test as base, routeOutsideHosts } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';

/*
 * The auction house against its own stack (issue 7). Bids change shared state and the webhook
 * receiver must see every notification, so this file starts a private stack whose functions get
 * AUCTION_WEBHOOK_URL pointing at a capture server here, and serves the built site against it.
 * The tests run in order in one worker and each works on its own listing.
 */

interface Embed {
  title: string;
  fields: { name: string; value: string }[];
  timestamp: string;
}

interface AuctionSite {
  url: string;
  stackUrl: string;
  anonKey: string;
  /** Service-role key of the private stack, for the one test that writes a listing directly. */
  serviceRoleKey: string;
  /** Webhook bodies received so far, oldest first. */
  webhook: { embeds: Embed[] }[];
}

interface ListingRow {
  id: number;
  item: string;
  starting_bid: number;
  current_bid: number;
  end_time: string;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const test = base.extend<object, { site: AuctionSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const webhook: AuctionSite['webhook'] = [];
      const receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          webhook.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      });
      const port = await listen(receiver);
      // The stack's functions read their environment from the stack process, which inherits ours.
      process.env.AUCTION_WEBHOOK_URL = `http://127.0.0.1:${port}/webhook`;
      const stack = await startLocalStack({
        port: 0,
        memory: true,
        reuse: false,
        rateLimits: false,
      });
      delete process.env.AUCTION_WEBHOOK_URL;
      const site = await startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey });
      await provide({
        url: site.url,
        stackUrl: stack.url,
        anonKey: stack.anonKey!,
        serviceRoleKey: stack.serviceRoleKey!,
        webhook,
      });
      await site.close();
      await stack.stop();
      receiver.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

test.describe.configure({ mode: 'default' });

/** The amount in copper of a label such as '4g 80s' or '1,234g 5c'. */
function copperOf(label: string): number {
  const unit = { g: 10_000, s: 100, c: 1 } as const;
  return [...label.matchAll(/([\d,]+)([gsc])/g)].reduce(
    (sum, [, count, coin]) =>
      sum + Number(count!.replace(/,/g, '')) * unit[coin as keyof typeof unit],
    0,
  );
}

async function rest<T>(site: AuctionSite, query: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${site.stackUrl}/rest/v1/${query}`, {
    ...init,
    headers: { apikey: site.anonKey, 'content-type': 'application/json', ...init.headers },
  });
  expect(response.ok, `${query}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function listing(site: AuctionSite, item: string): Promise<ListingRow> {
  const rows = await rest<ListingRow[]>(
    site,
    `auction_listings_live?item=eq.${encodeURIComponent(item)}&select=id,item,starting_bid,current_bid,end_time`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function bidLog(site: AuctionSite, listingId: number) {
  return rest<{ bidder: string; amount: number }[]>(
    site,
    `auction_logs?listing_id=eq.${listingId}&select=bidder,amount&order=id`,
  );
}

/** 'Xg Ys Zc' as the webhook writes it. */
function gsc(copper: number): string {
  return `${Math.floor(copper / 10_000)}g ${Math.floor((copper % 10_000) / 100)}s ${copper % 100}c`;
}

const row = (page: Page, item: string) => page.getByRole('article', { name: item });

/** The seeded member's public name: their game name (seed.sql), never the e-mail's local part. */
const MEMBER_NAME = 'Shieldmaiden_Sif';

async function openBidDialog(page: Page, item: string) {
  await row(page, item)
    .getByRole('button', { name: /^Bid on / })
    .click();
  return page.getByRole('dialog', { name: 'Place Bid' });
}

async function fillBid(page: Page, copper: number) {
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await dialog.getByLabel('Gold', { exact: true }).fill(String(Math.floor(copper / 10_000)));
  await dialog
    .getByLabel('Silver', { exact: true })
    .fill(String(Math.floor((copper % 10_000) / 100)));
  await dialog.getByLabel('Copper', { exact: true }).fill(String(copper % 100));
}

/** Counts the page's reads of the listings from now on (fetches and polls). */
function countListingReads(page: Page) {
  let reads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/auction_listings_live')) reads += 1;
  });
  return { count: () => reads, reset: () => (reads = 0) };
}

/**
 * Records, in the page, the items whose listing lights up (data-highlight="true"): the highlight
 * lasts a moment only, so it is caught as it happens rather than looked for afterwards.
 */
async function recordHighlights(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlighted: string[] }).highlighted = seen;
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        const article = target as HTMLElement;
        if (article.dataset.highlight === 'true') {
          seen.push(article.querySelector('h2')?.textContent ?? '');
        }
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-highlight'] });
  });
  return () => page.evaluate(() => (window as unknown as { highlighted: string[] }).highlighted);
}

/** A signed-in page in a context of its own (its own session), with outside hosts stubbed. */
async function signedInPage(browser: Browser, baseURL: string, who: keyof typeof ACCOUNTS) {
  const context = await browser.newContext({ baseURL });
  await routeOutsideHosts(context);
  const page = await context.newPage();
  await signInAs(page, who);
  await page.goto('/auction-house');
  return page;
}

test('signed out, every bid button is disabled', async ({ page }) => {
  await page.goto('/auction-house');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auction House');
  const bids = page.getByRole('button', { name: /^Bid on / });
  await expect(bids).toHaveCount(8);
  for (const button of await bids.all()) await expect(button).toBeDisabled();
  await page.getByRole('button', { name: 'Grid' }).click();
  const placeBids = page.getByRole('button', { name: /^Place Bid on / });
  await expect(placeBids).toHaveCount(8);
  for (const button of await placeBids.all()) await expect(button).toBeDisabled();
});

test('the view mode survives a reload', async ({ page }) => {
  await page.goto('/auction-house');
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Place Bid' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
});

test('a too-low bid shows its message and changes nothing', async ({ page, site }) => {
  const item = 'Helm of the Allfather';
  const before = await listing(site, item);
  const logBefore = await bidLog(site, before.id);
  await signInAs(page, 'member');
  await page.goto('/auction-house');
  const dialog = await openBidDialog(page, item);
  await fillBid(page, before.current_bid);
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bid must be higher than current bid');

  expect((await listing(site, item)).current_bid).toBe(before.current_bid);
  expect(await bidLog(site, before.id)).toEqual(logBefore);
});

test('a valid bid is stored, pushed live to another browser, and posted to the chat webhook', async ({
  page,
  browser,
  baseURL,
  site,
}) => {
  const item = "Ullr's Longbow";
  const before = await listing(site, item);
  const logBefore = await bidLog(site, before.id);
  const watcher = await signedInPage(browser, baseURL!, 'admin');
  await expect(row(watcher, item)).toBeVisible();
  const watcherReads = countListingReads(watcher);
  const highlighted = await recordHighlights(watcher);

  await signInAs(page, 'member');
  await page.goto('/auction-house');
  const dialog = await openBidDialog(page, item);
  await expect(dialog).toContainText(item);
  const amount = before.current_bid + 12_345;
  await fillBid(page, amount);
  watcherReads.reset();
  await dialog.getByRole('button', { name: 'Place Bid' }).click();

  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const shown = await row(page, item).getByTestId('current-bid').textContent();
  expect((await listing(site, item)).current_bid).toBe(amount);

  // The other viewer gets it pushed, highlighted for a moment: no reload, no request of its own.
  await expect(row(watcher, item).getByTestId('current-bid')).toHaveText(shown!);
  expect(await highlighted()).toContain(item);
  expect(watcherReads.count()).toBe(0);

  // The other viewer sees the bidder's public name, never the e-mail or its local part.
  await expect(row(watcher, item).getByTestId('highest-bidder')).toHaveText(MEMBER_NAME);
  await watcher.context().close();

  await page.reload();
  await expect(row(page, item).getByTestId('current-bid')).toHaveText(shown!);
  await expect(row(page, item).getByTestId('highest-bidder')).toHaveText(MEMBER_NAME);
  expect(await bidLog(site, before.id)).toEqual([...logBefore, { bidder: MEMBER_NAME, amount }]);

  await expect
    .poll(() => site.webhook.filter((body) => body.embeds[0]?.fields[0]?.value === item).length)
    .toBe(1);
  const embed = site.webhook.find((body) => body.embeds[0]?.fields[0]?.value === item)!.embeds[0]!;
  expect(embed.title).toBe('New Auction Bid');
  expect(embed.fields.map(({ name, value }) => [name, value])).toEqual([
    ['Item', item],
    ['Bidder', MEMBER_NAME.replace('_', '\\_')], // Markdown-escaped
    ['Bid Amount', gsc(amount)],
  ]);
  expect(JSON.stringify(site.webhook)).not.toContain(ACCOUNTS.member.email);
  expect(Date.parse(embed.timestamp)).not.toBeNaN();
});

test('two browsers bidding on one listing at once: one wins, the other gets the server message', async ({
  browser,
  baseURL,
  site,
}) => {
  // Neither leads it (a leader cannot bid over their own bid).
  const item = 'Helm of the Allfather';
  const before = await listing(site, item);
  const logBefore = await bidLog(site, before.id);
  const member = await signedInPage(browser, baseURL!, 'member');
  const admin = await signedInPage(browser, baseURL!, 'admin');
  const amount = before.current_bid + 100;
  for (const page of [member, admin]) {
    await openBidDialog(page, item);
    await fillBid(page, amount);
  }

  await Promise.all(
    [member, admin].map((page) =>
      page.getByRole('dialog').getByRole('button', { name: 'Place Bid' }).click(),
    ),
  );

  // The winner's dialog closes; the loser's stays open with the server's message.
  const outcome = async (page: Page) => {
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    const alert = dialog.getByRole('alert');
    await expect(async () => {
      expect((await dialog.count()) === 0 || (await alert.isVisible())).toBe(true);
    }).toPass();
    if ((await dialog.count()) === 0) return 'won';
    await expect(alert).toHaveText('Bid must be higher than current bid');
    return 'lost';
  };
  const results = await Promise.all([outcome(member), outcome(admin)]);
  expect(results.sort()).toEqual(['lost', 'won']);

  // Exactly the accepted bid was logged.
  const log = await bidLog(site, before.id);
  expect(log.slice(0, logBefore.length)).toEqual(logBefore);
  expect(log.slice(logBefore.length).map((entry) => entry.amount)).toEqual([amount]);
  expect((await listing(site, item)).current_bid).toBe(amount);
  await expect
    .poll(() => site.webhook.filter((body) => body.embeds[0]?.fields[0]?.value === item).length)
    .toBe(1);
  await member.context().close();
  await admin.context().close();
});

test('a listing past its end restarts at its starting bid, 2h 30m ahead', async ({
  page,
  site,
}) => {
  const item = 'Frostbite Diamond Sword';
  const before = await listing(site, item);
  // Move the stored listing into the past with a raised bid, as if its auction had just ended.
  const { serviceRoleKey } = site;
  const response = await fetch(`${site.stackUrl}/rest/v1/auction_listings?id=eq.${before.id}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      current_bid: before.starting_bid + 50_000,
      end_time: new Date(Date.now() - 1_000).toISOString(),
    }),
  });
  expect(response.ok).toBe(true);

  const restarted = await listing(site, item);
  expect(restarted.current_bid).toBe(restarted.starting_bid);
  await page.goto('/auction-house');
  await expect(row(page, item).getByText(/^2h (29|30)m$/)).toBeVisible();
  const shown = await row(page, item).getByTestId('current-bid').textContent();
  expect(copperOf(shown!)).toBe(restarted.starting_bid);
});

test('a bid beyond the limits gets the database’s message in the dialog and changes nothing', async ({
  page,
  site,
}) => {
  const item = 'Enchanted Golden Apple';
  const before = await listing(site, item);
  const logBefore = await bidLog(site, before.id);
  await signInAs(page, 'member');
  await page.goto('/auction-house');
  const dialog = await openBidDialog(page, item);
  // One bid raises the price by at most the starting bid (at least 1 gold; seeded ones are more).
  await fillBid(page, before.current_bid + before.starting_bid + 1);
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Bid can raise the current bid by at most the starting bid (at least 1g)',
  );
  expect((await listing(site, item)).current_bid).toBe(before.current_bid);
  expect(await bidLog(site, before.id)).toEqual(logBefore);
});

test('an open bid dialog follows a bid from another browser: it says the new minimum', async ({
  browser,
  baseURL,
  site,
}) => {
  const item = 'Enchanted Golden Apple';
  const before = await listing(site, item);
  const watcher = await signedInPage(browser, baseURL!, 'admin');
  const dialog = await openBidDialog(watcher, item);
  const bidder = await signedInPage(browser, baseURL!, 'member');
  await openBidDialog(bidder, item);
  const amount = before.current_bid + 5_000;
  await fillBid(bidder, amount);
  await bidder.getByRole('dialog').getByRole('button', { name: 'Place Bid' }).click();
  await expect(bidder.getByText('Bid placed successfully!')).toBeVisible();

  const minimum = amount + 1;
  await expect(dialog.getByRole('status')).toContainText('Another bid came in: the minimum is now');
  // What the watcher had (nothing) stays; one click fills in the new minimum.
  await expect(dialog.getByLabel('Gold', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: /^Bid the minimum/ }).click();
  await expect(dialog.getByLabel('Gold', { exact: true })).toHaveValue(
    String(Math.floor(minimum / 10_000)),
  );
  await expect(dialog.getByLabel('Copper', { exact: true })).toHaveValue(String(minimum % 100));
  await watcher.context().close();
  await bidder.context().close();
});

test('typing 8 in gold bids exactly 8g; the leader is told and cannot bid over themselves (issue 41, item 20)', async ({
  page,
  browser,
  baseURL,
  site,
}) => {
  const item = 'Frostbite Diamond Sword';
  const before = await listing(site, item);
  // 8g is a bid this listing takes: over the current bid, within one raise of it.
  expect(before.current_bid).toBeLessThan(80_000);
  await signInAs(page, 'member');
  await page.goto('/auction-house');
  const dialog = await openBidDialog(page, item);
  for (const coin of ['Gold', 'Silver', 'Copper']) {
    await expect(dialog.getByLabel(coin, { exact: true })).toHaveValue('');
  }
  await dialog.getByLabel('Gold', { exact: true }).fill('8');
  await expect(dialog.getByText('Your bid: 8g')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  expect((await listing(site, item)).current_bid).toBe(80_000);
  expect((await bidLog(site, before.id)).at(-1)).toEqual({ bidder: MEMBER_NAME, amount: 80_000 });

  // The leader's card says so, and its Bid button is off; after a reload too.
  const card = row(page, item);
  await expect(card.getByText('You’re leading')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bid', exact: true })).toBeDisabled();
  await page.reload();
  await expect(card.getByText('You’re leading')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bid', exact: true })).toBeDisabled();

  // Another member outbids them: the mark goes, the button comes back, without a reload.
  const rival = await signedInPage(browser, baseURL!, 'admin');
  await openBidDialog(rival, item);
  await fillBid(rival, 80_001);
  await rival.getByRole('dialog').getByRole('button', { name: 'Place Bid' }).click();
  await expect(rival.getByText('Bid placed successfully!')).toBeVisible();
  await expect(row(rival, item).getByText('You’re leading')).toBeVisible();
  await expect(card.getByText('You’re leading')).toBeHidden();
  await expect(card.getByRole('button', { name: 'Bid', exact: true })).toBeEnabled();
  await rival.context().close();
});

test.describe('with the realtime endpoint down', () => {
  test('the page falls back to polling and still shows other bids', async ({
    browser,
    baseURL,
    site,
  }) => {
    const item = 'Totem of Undying';
    const before = await listing(site, item);
    const context = await browser.newContext({ baseURL });
    await routeOutsideHosts(context);
    // Every socket to the realtime endpoint is refused as soon as it opens.
    await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => socket.close());
    const watcher = await context.newPage();
    await watcher.goto('/auction-house');
    await expect(row(watcher, item)).toBeVisible();
    const reads = countListingReads(watcher);

    const bidder = await signedInPage(browser, baseURL!, 'member');
    await openBidDialog(bidder, item);
    const amount = before.current_bid + 777;
    await fillBid(bidder, amount);
    await bidder.getByRole('dialog').getByRole('button', { name: 'Place Bid' }).click();
    await expect(bidder.getByText('Bid placed successfully!')).toBeVisible();
    const shown = await row(bidder, item).getByTestId('current-bid').textContent();

    await expect(row(watcher, item).getByTestId('current-bid')).toHaveText(shown!);
    expect(reads.count()).toBeGreaterThan(0);
    await context.close();
    await bidder.context().close();
  });
});

test.describe('rate limit', () => {
  // The refused request is logged by the browser.
  test.use({ allowedConsoleErrors: /status of 429/ });

  test('the 11th bid within a minute is refused with the database’s message', async ({
    page,
    site,
  }) => {
    const item = 'Iron Boots of the Longship';
    const { email, password } = await createAccount('bidder', {
      password: 'Bidder-Pass1',
      stack: site,
    });
    const signIn = await fetch(`${site.stackUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    // Someone outbids each bid, so that every one of the ten is a bid its bidder may place.
    const rival = await createAccount('rival', { password, stack: site });
    const rivalIn = await fetch(`${site.stackUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: site.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(rival),
    });
    const { access_token: rivalToken } = (await rivalIn.json()) as { access_token: string };
    const start = await listing(site, item);
    for (let i = 1; i <= 10; i += 1) {
      for (const [bearer, amount] of [
        [token, start.current_bid + 2 * i - 1],
        [rivalToken, start.current_bid + 2 * i],
      ] as const) {
        await rest(site, 'rpc/place_bid', {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ p_listing_id: start.id, p_amount: amount }),
        });
      }
    }
    const before = await listing(site, item);
    const logBefore = await bidLog(site, before.id);

    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.goto('/auction-house');
    const dialog = await openBidDialog(page, item);
    await fillBid(page, before.current_bid + 1);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You can place at most 10 bids a minute. Please wait a moment.',
    );
    expect((await listing(site, item)).current_bid).toBe(before.current_bid);
    expect(await bidLog(site, before.id)).toEqual(logBefore);
  });
});

plainTest('no built bundle carries the webhook URL, the service key or the JWT secret', () => {
  const files = APPS.flatMap((app) => walk(distOf(app))).filter((file) =>
    /\.(js|html|json)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(0);
  const forbidden = [
    'SUPABASE_SERVICE_ROLE_KEY',
    'AUCTION_WEBHOOK_URL',
    '/api/webhooks/',
    'JWT_SECRET',
    // The local stack's default JWT secret (supabase/local/src/keys.ts).
    'super-secret-jwt-token-with-at-least-32-characters-long',
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(process.cwd(), file);
    for (const needle of forbidden)
      expect(text.includes(needle), `${needle} in ${name}`).toBe(false);
    // Any embedded JWT (the public anon key is fine) must not carry the service role.
    for (const [jwt] of text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
      expect(payload.role, `service key in ${name}`).not.toBe('service_role');
    }
  }
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
