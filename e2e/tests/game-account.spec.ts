import type { Page } from '@playwright/test';
import { joinGame, offlinePlayerUuid, type TestPlayer } from '@norsecraft/game-server';
import pg from 'pg';
import { createAccount } from '../support/auth';
import { expect, pageHeading, pageHydrated } from '../support/fixtures';
import { test, type GameSite } from '../support/game-site';

/*
 * Accounts that are players (issue 38), end to end with the test suite's game server: a real
 * Minecraft-protocol server running our bridge plugin, and mineflayer players typing in its chat.
 * A member's settings show a one-time code, the player types `/link <code>` in game and the
 * settings page turns verified by itself (Realtime); the player renames in game and the site
 * follows; the linked member bids, wins, and the bridge names the winner's UUID; a second account
 * cannot take the same player; a code works once and for 10 minutes; votes that reach the plugin
 * show on /votes and on the player page. A stack of its own without the dev seed, so the votes and
 * players are this file's only.
 */

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5);
/** The first player's name in game, then after the rename; their UUID stays. */
const FIRST_NAME = `Sif_${run}`;
const NEW_NAME = `Sigrun_${run}`;
const PLAYER_UUID = offlinePlayerUuid(FIRST_NAME);
const ITEM = `Helm of the Frost Jarl ${run}`;

const players: TestPlayer[] = [];
let member: { email: string; password: string };

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

const gameAccount = (page: Page) => page.getByRole('region', { name: 'Game account' });

/**
 * Settings' one-time code for the player `gameName`, as the member reads it off the page: the
 * command to type in game.
 */
async function linkCommand(page: Page, gameName: string): Promise<string> {
  await page.goto('/settings');
  await pageHydrated(page);
  await gameAccount(page).getByLabel('Minecraft username').fill(gameName);
  await gameAccount(page).getByRole('button', { name: 'Get a link code' }).click();
  const command = gameAccount(page).getByLabel('Command to type in game');
  await expect(command).toHaveText(/^\/link [23456789A-HJKMNP-Z]{6}$/);
  return (await command.textContent())!;
}

async function newMember(site: GameSite, prefix: string) {
  return createAccount(prefix, { stack: site });
}

/** Runs SQL as the stack's superuser: the database clock's side of a code, out of every API's reach. */
async function sql<T>(site: GameSite, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: site.superuserDbUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test('a member links their game account: the code typed in game turns settings verified, without a reload', async ({
  page,
  site,
}) => {
  member = await newMember(site, 'linker');
  await signIn(page, member);
  const command = await linkCommand(page, FIRST_NAME);
  await expect(gameAccount(page)).toContainText('The code works once, for');

  const sif = await join(site, FIRST_NAME);
  sif.say(command);
  await expect(sif.message(/^Linked|^Could not link/)).resolves.toBe(
    'Linked: this game account is now verified on the site.',
  );
  // The page was not reloaded: Realtime brought the link.
  await expect(gameAccount(page).getByText('✓ Verified in game')).toBeVisible();
  await expect(gameAccount(page).getByRole('link', { name: FIRST_NAME })).toBeVisible();
  await expect(gameAccount(page).getByLabel('Command to type in game')).toHaveCount(0);
});

test('the player renames in game: settings, profile and the player page follow', async ({
  page,
  site,
}) => {
  const sif = players.shift()!;
  await sif.quit();
  site.game.rename(FIRST_NAME, NEW_NAME);
  await join(site, NEW_NAME);
  const sent = site.answers.filter((answer) => answer.path === '/players').at(-1);
  expect(sent).toMatchObject({
    status: 200,
    request: [{ uuid: PLAYER_UUID, name: NEW_NAME }],
    body: { renamed: 1 },
  });

  await signIn(page, member);
  await page.goto('/settings');
  await expect(gameAccount(page).getByRole('link', { name: NEW_NAME })).toBeVisible();
  await expect(gameAccount(page).getByText('✓ Verified in game')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main')).toContainText(`${NEW_NAME} ✓ Verified in game`);

  // Found by the old name too, under the current one.
  await page.goto(`/players/${FIRST_NAME}`);
  await expect(pageHeading(page)).toHaveText(NEW_NAME);
  await expect(page.getByRole('main')).toContainText(
    `${FIRST_NAME} is a name this player had: they play as ${NEW_NAME} now.`,
  );
  await expect(page.getByRole('list', { name: 'Names held' }).getByRole('listitem')).toHaveText([
    NEW_NAME,
    FIRST_NAME,
  ]);
});

test('the linked member bids and wins: the bridge names the winner’s UUID and the item reaches them in game', async ({
  page,
  site,
}) => {
  const response = await fetch(`${site.stackUrl}/rest/v1/auction_listings`, {
    method: 'POST',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({
      item: ITEM,
      seller: 'Frost_Trader',
      starting_bid: 10_000,
      current_bid: 10_000,
      end_time: new Date(Date.now() + 3_600_000).toISOString(),
      rarity: 'Epic',
      repeats: false,
    }),
  });
  expect(response.status).toBe(201);
  const [listing] = (await response.json()) as { id: number }[];

  // Bids are covered by money the player deposited in game (issue 39).
  const sigrun = players.at(-1)!;
  site.game.world.setBalance(PLAYER_UUID, 20_000);
  sigrun.say('/deposit 20000');
  await expect(sigrun.message('Deposited')).resolves.toBe(
    'Deposited 20,000 copper to your wallet on the site.',
  );

  await signIn(page, member);
  await page.goto('/auction-house');
  await pageHydrated(page);
  await page
    .getByRole('article', { name: ITEM })
    .getByRole('button', { name: /^Bid on / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await dialog.getByLabel('Gold', { exact: true }).fill('1');
  await dialog.getByLabel('Silver', { exact: true }).fill('20');
  await dialog.getByLabel('Copper', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();

  // The auction ends: the listing's end moved into the past, as time would.
  const ended = await fetch(`${site.stackUrl}/rest/v1/auction_listings?id=eq.${listing!.id}`, {
    method: 'PATCH',
    headers: {
      apikey: site.serviceRoleKey,
      authorization: `Bearer ${site.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ end_time: new Date(Date.now() - 1_000).toISOString() }),
  });
  expect(ended.ok).toBe(true);

  const { auctions } = (await site.plugin.bridge.auctionsWon()).body as {
    auctions: { id: number; winner_uuid: string; winner_minecraft_username: string }[];
  };
  expect(auctions.find((auction) => auction.id === listing!.id)).toMatchObject({
    amount: 12_000,
    winner_uuid: PLAYER_UUID,
    winner_minecraft_username: NEW_NAME,
  });

  await site.plugin.deliver();
  await expect(sigrun.message('Auction won')).resolves.toBe(
    `Auction won: ${ITEM} for 12,000 copper, now in your inventory.`,
  );
  expect(site.game.world.inventory(PLAYER_UUID)).toEqual([{ name: ITEM, amount: 1 }]);
  await page.goto('/my-auctions');
  const won = page.getByRole('list', { name: 'Won' });
  await expect(won).toContainText(ITEM);
  await expect(won).toContainText('Delivered in game');
});

test('a second account cannot link a game account another account holds', async ({
  page,
  site,
}) => {
  await signIn(page, await newMember(site, 'second'));
  const sigrun = players.at(-1)!;
  const command = await linkCommand(page, sigrun.name);
  sigrun.say(command);
  await expect(sigrun.message(/^Linked|^Could not link/)).resolves.toBe(
    'Could not link: This game account is linked to another account on the site: unlink it there first',
  );
  await page.reload();
  await expect(gameAccount(page).getByRole('button', { name: 'Get a link code' })).toBeVisible();
  await expect(gameAccount(page).getByText('✓ Verified in game')).toHaveCount(0);
});

test('a code is valid for 10 minutes, for its player only, and works once', async ({
  page,
  site,
}) => {
  await signIn(page, await newMember(site, 'once'));
  const command = await linkCommand(page, `Astrid_${run}`);
  const code = command.split(' ')[1]!;
  const [row] = await sql<{ validity: string }>(
    site,
    "select to_char(expires_at - created_at, 'HH24:MI:SS') as validity from private.game_link_codes where code = $1",
    [code],
  );
  expect(row?.validity).toBe('00:10:00');

  // Someone else who read the code off the screen cannot use it.
  const onlooker = await join(site, `Ulf_${run}`);
  onlooker.say(command);
  await expect(onlooker.message(/^Linked|^Could not link/)).resolves.toBe(
    `Could not link: This code is for Astrid_${run}: only that player can use it`,
  );
  const astrid = await join(site, `Astrid_${run}`);
  astrid.say(command);
  await expect(astrid.message(/^Linked|^Could not link/)).resolves.toMatch(/^Linked/);
  await expect(gameAccount(page).getByText('✓ Verified in game')).toBeVisible();
  const thief = await join(site, `Loki_${run}`);
  thief.say(command);
  await expect(thief.message(/^Linked|^Could not link/)).resolves.toBe(
    'Could not link: This code has already been used: get a new one in your settings on the site',
  );
});

test('a code expires 10 minutes after it was made', async ({ page, site }) => {
  await signIn(page, await newMember(site, 'late'));
  const player = players.at(-1)!;
  const late = await linkCommand(page, player.name);
  // Made 10 minutes and a second ago, by the database's clock (the one that decides).
  await sql(
    site,
    `update private.game_link_codes set created_at = created_at - interval '10 minutes 1 second',
       expires_at = expires_at - interval '10 minutes 1 second' where code = $1`,
    [late.split(' ')[1]],
  );
  player.say(late);
  await expect(player.message(/^Linked|^Could not link/)).resolves.toBe(
    'Could not link: This code has expired: get a new one in your settings on the site',
  );
  await page.reload();
  await expect(gameAccount(page).getByRole('button', { name: 'Get a link code' })).toBeVisible();
});

test('votes handed to the plugin count: /votes and the player page show them', async ({
  page,
  site,
}) => {
  const vote = (serviceName: string) => ({
    serviceName,
    username: NEW_NAME,
    address: '203.0.113.9',
    timeStamp: String(Date.now()),
  });
  await site.game.vote(vote('TopG'));
  await site.game.vote(vote('Minecraft-MP'));
  const sent = site.answers.filter((answer) => answer.path === '/votes');
  expect(sent.map((answer) => [answer.status, answer.body])).toEqual([
    [200, { added: 1, duplicates: 0 }],
    [200, { added: 1, duplicates: 0 }],
  ]);

  await signIn(page, member);
  await page.goto('/votes');
  const summary = page.getByRole('list', { name: 'Vote summary' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Monthly votes' })).toContainText(
    '2',
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Your votes' })).toContainText(
    '2 · 1 day in a row',
  );
  const top = page.getByRole('region', { name: 'Top voters this month' });
  await expect(top.getByRole('listitem')).toHaveCount(1);
  await expect(top.getByRole('listitem')).toContainText(NEW_NAME);

  await top.getByRole('link', { name: new RegExp(NEW_NAME) }).click();
  await expect(page).toHaveURL(`/players/${NEW_NAME}`);
  await expect(pageHeading(page)).toHaveText(NEW_NAME);
  const votes = page.getByRole('list', { name: 'Votes' });
  await expect(votes.getByRole('listitem').filter({ hasText: 'Votes' })).toContainText('2');
  await expect(votes.getByRole('listitem').filter({ hasText: 'Streak' })).toHaveText(
    'Streak 1 day',
  );
});
