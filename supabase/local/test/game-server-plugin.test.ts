// Our bridge plugin in the test suite's game server (@norsecraft/game-server) against the stack's
// game-bridge function, as a Paper plugin calls it, with mineflayer players: a joining player's
// name and UUID reach the bridge with its key, `/link` shows the player the bridge's answer, and
// a won auction is given in game and marked delivered. The routes of issues 38 and 39 (players,
// links, votes, wallet, listings) are tested with those routes. One game server for the file.
import { randomBytes } from 'node:crypto';
import {
  createBridgePlugin,
  joinGame,
  offlinePlayerUuid,
  startGameServer,
  type BridgeAnswer,
  type BridgePlugin,
  type GameServer,
  type TestPlayer,
} from '@norsecraft/game-server';
import { createTestUser, gameBridgeKey, serviceClient, stackUrl } from './helpers';
import { createListing, linkGameAccount, must } from './db/fixtures';

const service = serviceClient();
const answers: BridgeAnswer[] = [];
const players: TestPlayer[] = [];
let plugin: BridgePlugin;
let game: GameServer;

const bridgeUrl = () => `${stackUrl()}/functions/v1/game-bridge`;
/** A game name of this run (3–16 letters, digits, _). */
const playerName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

async function join(name: string) {
  const player = await joinGame(game, name);
  players.push(player);
  await game.settled();
  return player;
}

beforeAll(async () => {
  plugin = createBridgePlugin({
    url: bridgeUrl(),
    key: gameBridgeKey(),
    onAnswer: (answer) => answers.push(answer),
  });
  game = await startGameServer({ plugins: [plugin] });
}, 60_000);

afterAll(async () => {
  await Promise.all(players.map((player) => player.quit().catch(() => undefined)));
  await game?.stop();
});

/** A listing that ended a moment ago, won for `amount` by a new member linked to player `name`. */
async function wonBy(name: string, amount: number) {
  const member = await createTestUser();
  await linkGameAccount(member, name, offlinePlayerUuid(name));
  const listing = await createListing({ repeats: false });
  must(await member.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: amount }), 'bid');
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', listing.id),
    'end it',
  );
  return listing;
}

const wonIds = async () => {
  const { auctions } = (await plugin.bridge.auctionsWon()).body as { auctions: { id: number }[] };
  return auctions.map((auction) => auction.id);
};

it("sends a joining player's name and offline-mode UUID to the bridge, with its key", async () => {
  const name = playerName('Skald');
  await join(name);
  const sent = answers.find((answer) => answer.path === '/players');
  expect(sent).toMatchObject({
    method: 'POST',
    request: [{ uuid: offlinePlayerUuid(name), name }],
  });
  // The bridge took the key; what the route answers is issue 38's (its tests check the names).
  expect(sent?.status).not.toBe(401);
}, 60_000);

it("shows the player the bridge's answer to /link", async () => {
  const [player] = players;
  const link = { code: 'ZZ9999', uuid: offlinePlayerUuid(player!.name), name: player!.name };
  const direct = await fetch(`${bridgeUrl()}/links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gameBridgeKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify(link),
  });
  const { error } = (await direct.json()) as { error: string };
  expect(error).toEqual(expect.any(String));

  player!.say(`/link ${link.code}`);
  await expect(player!.message(/^Could not link/)).resolves.toBe(`Could not link: ${error}`);
  await game.settled();
  expect(answers.filter((answer) => answer.path === '/links').map((a) => a.request)).toEqual([
    link,
  ]);
});

it('gives a won auction to its winner in game when they join, then marks it delivered', async () => {
  const name = playerName('Sif');
  const listing = await wonBy(name, 1_500);
  const waiting = await wonBy(playerName('Away'), 2_000);
  expect(await wonIds()).toEqual(expect.arrayContaining([listing.id, waiting.id]));

  const winner = await join(name);
  await expect(winner.message('Auction won')).resolves.toBe(
    `Auction won: ${listing.item} for 1,500 copper, now in your inventory.`,
  );
  expect(game.world.inventory(offlinePlayerUuid(name))).toEqual([
    { name: listing.item, amount: 1 },
  ]);
  const ids = await wonIds();
  expect(ids).not.toContain(listing.id);
  // Its winner is not in game: it waits for them.
  expect(ids).toContain(waiting.id);

  // Another pass gives nothing twice.
  await plugin.deliver();
  expect(game.world.inventory(offlinePlayerUuid(name))).toHaveLength(1);
  const again = await plugin.bridge.markDelivered(listing.id);
  expect(again.body).toMatchObject({ id: listing.id, already_delivered: true });
}, 60_000);
