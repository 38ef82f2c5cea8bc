// Our bridge plugin in the test suite's game server (@norsecraft/game-server) against the stack's
// game-bridge function, as a Paper plugin calls it, with mineflayer players: a joining player's
// name and UUID reach the bridge with its key, `/link` shows the player the bridge's answer, and
// a won auction is given in game and marked delivered, and the economy (issue 39): `/deposit`
// moves money to the wallet, `/sell` lists the held item, the winner gets it and the seller's
// withdrawal is paid in game, an unsold item comes back. One game server for the file.
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
import { createListing, ledgerProblems, linkGameAccount, must } from './db/fixtures';

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

describe('the economy', () => {
  const sword = {
    name: 'Frostbite Blade',
    material: 'DIAMOND_SWORD',
    amount: 1,
    enchantments: { sharpness: 5 },
    rarity: 'Epic',
  };

  afterAll(async () => {
    expect(await ledgerProblems()).toEqual([]);
  });

  it('deposits, sells the held item, delivers it to the winner and pays the seller in game', async () => {
    const sellerName = playerName('Sel');
    const sellerUuid = offlinePlayerUuid(sellerName);
    const seller = await createTestUser();
    await linkGameAccount(seller, sellerName, sellerUuid, 0);
    game.world.setBalance(sellerUuid, 5_000);
    game.world.giveItem(sellerUuid, sword);
    const inGame = await join(sellerName);

    inGame.say('/deposit 3000');
    await expect(inGame.message('Deposited')).resolves.toBe(
      'Deposited 3,000 copper to your wallet on the site.',
    );
    expect(game.world.balance(sellerUuid)).toBe(2_000);

    inGame.say('/sell 10000 1h');
    await expect(inGame.message('Listed')).resolves.toBe(
      'Listed Frostbite Blade from 10,000 copper.',
    );
    expect(game.world.inventory(sellerUuid)).toEqual([]);
    const listed = answers.filter((answer) => answer.path === '/listings').at(-1)!;
    const listingId = (listed.body as { id: number }).id;

    const bidderName = playerName('Bid');
    const bidder = await createTestUser();
    await linkGameAccount(bidder, bidderName, offlinePlayerUuid(bidderName), 50_000);
    must(
      await bidder.client.rpc('place_bid', { p_listing_id: listingId, p_amount: 20_000 }),
      'bid',
    );
    must(
      await service
        .from('auction_listings')
        .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
        .eq('id', listingId),
      'end it',
    );

    const winner = await join(bidderName);
    await expect(winner.message('Auction won')).resolves.toBe(
      'Auction won: Frostbite Blade for 20,000 copper, now in your inventory.',
    );
    expect(game.world.inventory(offlinePlayerUuid(bidderName))).toEqual([{ ...sword, stats: {} }]);

    // 20,000 less the 5 % fee, on top of the 3,000 deposited; the seller takes it back in game.
    const { data: wallet } = await seller.client.from('wallets').select('available').single();
    expect(wallet).toEqual({ available: 22_000 });
    must(await seller.client.rpc('request_withdrawal', { p_amount: 22_000 }), 'withdraw');
    await plugin.deliver();
    await expect(inGame.message('Withdrawn')).resolves.toBe(
      'Withdrawn from your wallet on the site: 22,000 copper.',
    );
    expect(game.world.balance(sellerUuid)).toBe(24_000);
    const { data: paid } = await seller.client
      .from('wallet_withdrawals')
      .select('paid_at')
      .single();
    expect(paid?.paid_at).not.toBeNull();
  }, 90_000);

  it('gives an unsold item back to its seller', async () => {
    const name = playerName('Uns');
    const uuid = offlinePlayerUuid(name);
    game.world.giveItem(uuid, { ...sword, name: 'Rusty Axe', material: 'IRON_AXE' });
    const inGame = await join(name);
    inGame.say('/sell 500 1h');
    await inGame.message('Listed');
    const listingId = (answers.filter((a) => a.path === '/listings').at(-1)!.body as { id: number })
      .id;
    must(
      await service
        .from('auction_listings')
        .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
        .eq('id', listingId),
      'end it',
    );
    await plugin.deliver();
    await expect(inGame.message('Unsold')).resolves.toBe(
      'Unsold: Rusty Axe is back in your inventory.',
    );
    expect(game.world.inventory(uuid)).toHaveLength(1);
    await plugin.deliver();
    expect(game.world.inventory(uuid)).toHaveLength(1);
  }, 60_000);
});
