// The game bridge's economy routes (issue 39; supabase/functions/game-bridge/wallet.ts,
// listings.ts, auctions.ts), called through the stack's game-bridge function with its key, as
// the server's plugin calls them: a deposit sent twice counts once, a listing sent twice is made
// once, the won item names its seller, an unsold item comes back, a withdrawal is listed to the
// game and paid once. The ledger adds up at the end.
import { randomUUID } from 'node:crypto';
import { createTestUser, gameBridgeKey, serviceClient, stackUrl } from './helpers';
import { ledgerProblems, linkGameAccount, must } from './db/fixtures';

const service = serviceClient();

const bridge = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${stackUrl()}/functions/v1/game-bridge${path}`, {
    method,
    headers: { authorization: `Bearer ${gameBridgeKey()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function player(funds = 0) {
  const user = await createTestUser();
  return { user, ...(await linkGameAccount(user, undefined, undefined, funds)) };
}

const walletOf = async (user: Awaited<ReturnType<typeof player>>['user']) =>
  (await user.client.from('wallets').select('available, held').single()).data;

async function endNow(listingId: number) {
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', listingId),
    'end it',
  );
}

const item = {
  name: 'Frostbite Blade',
  material: 'DIAMOND_SWORD',
  amount: 1,
  enchantments: { sharpness: 5 },
  rarity: 'Epic',
};

afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
});

it('records a deposit once however often it is sent, and says which item it refuses', async () => {
  const seller = await player();
  const deposit = {
    id: `dep-${randomUUID()}`,
    uuid: seller.uuid,
    amount: 30_000,
    at: new Date().toISOString(),
  };
  const first = await bridge('/wallet/deposits', 'POST', [deposit]);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ recorded: 1, already_recorded: 0 });
  const again = await bridge('/wallet/deposits', 'POST', [deposit]);
  expect(await again.json()).toEqual({ recorded: 0, already_recorded: 1 });
  expect(await walletOf(seller.user)).toEqual({ available: 30_000, held: 0 });

  const changed = await bridge('/wallet/deposits', 'POST', [{ ...deposit, amount: 1 }]);
  expect(changed.status).toBe(409);
  expect(await changed.json()).toEqual({
    error: `Item 0: deposit ${deposit.id} was recorded before with another player or amount; nothing was recorded`,
  });
  const bad = await bridge('/wallet/deposits', 'POST', [{ ...deposit, amount: 0 }]);
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ index: 0 });
});

it('lists a player’s item once; the winner’s delivery names the seller, who is paid less the fee', async () => {
  const seller = await player();
  const bidder = await player(100_000);
  const listing = {
    id: `lst-${randomUUID()}`,
    seller_uuid: seller.uuid,
    item,
    starting_bid: 10_000,
    duration: 60,
  };
  const made = await bridge('/listings', 'POST', listing);
  expect(made.status).toBe(200);
  const { id, already_listed } = (await made.json()) as { id: number; already_listed: boolean };
  expect(already_listed).toBe(false);
  const resent = await bridge('/listings', 'POST', listing);
  expect(await resent.json()).toMatchObject({ id, already_listed: true });
  const conflicting = await bridge('/listings', 'POST', { ...listing, starting_bid: 5 });
  expect(conflicting.status).toBe(409);
  const stranger = await bridge('/listings', 'POST', {
    ...listing,
    id: `x-${randomUUID()}`,
    seller_uuid: randomUUID(),
  });
  expect(await stranger.json()).toEqual({
    error: 'The server never named this seller: send POST /players first',
  });

  must(await bidder.user.client.rpc('place_bid', { p_listing_id: id, p_amount: 20_000 }), 'bid');
  expect(await walletOf(bidder.user)).toEqual({ available: 80_000, held: 20_000 });
  await endNow(id);

  const won = (await (await bridge('/auctions/won')).json()) as {
    auctions: Record<string, unknown>[];
  };
  expect(won.auctions.find((a) => a.id === id)).toMatchObject({
    seller_uuid: seller.uuid,
    winner_uuid: bidder.uuid,
    amount: 20_000,
    game_item: item,
  });
  expect((await bridge(`/auctions/${id}/delivered`, 'POST')).status).toBe(200);
  expect(await walletOf(bidder.user)).toEqual({ available: 80_000, held: 0 });
  expect(await walletOf(seller.user)).toEqual({ available: 19_000, held: 0 });
});

it('gives an unsold item back once', async () => {
  const seller = await player();
  const made = await bridge('/listings', 'POST', {
    id: `lst-${randomUUID()}`,
    seller_uuid: seller.uuid,
    item,
    starting_bid: 10_000,
    duration: 60,
  });
  const { id } = (await made.json()) as { id: number };
  expect((await bridge(`/auctions/${id}/returned`, 'POST')).status).toBe(409);
  await endNow(id);
  const { returns } = (await (await bridge('/auctions/returns')).json()) as {
    returns: Record<string, unknown>[];
  };
  expect(returns.find((r) => r.id === id)).toMatchObject({
    seller_uuid: seller.uuid,
    reason: 'unsold',
    game_item: item,
  });
  const first = (await (await bridge(`/auctions/${id}/returned`, 'POST')).json()) as Record<
    string,
    unknown
  >;
  const again = (await (await bridge(`/auctions/${id}/returned`, 'POST')).json()) as Record<
    string,
    unknown
  >;
  expect(first.already_returned).toBe(false);
  expect(again).toEqual({ ...first, already_returned: true });
  expect((await bridge('/auctions/0/returned', 'POST')).status).toBe(400);
});

it('lists withdrawals to the game, which then cannot be cancelled, and marks each paid once', async () => {
  const member = await player(50_000);
  const asked = must(
    await member.user.client.rpc('request_withdrawal', { p_amount: 20_000 }),
    'ask',
  ) as {
    id: number;
  };
  const { withdrawals } = (await (await bridge('/wallet/withdrawals')).json()) as {
    withdrawals: Record<string, unknown>[];
  };
  expect(withdrawals).toContainEqual(
    expect.objectContaining({ id: asked.id, uuid: member.uuid, name: member.name, amount: 20_000 }),
  );
  const cancel = await member.user.client.rpc('cancel_withdrawal', { p_withdrawal_id: asked.id });
  expect(cancel.error).not.toBeNull();
  const paid = (await (
    await bridge(`/wallet/withdrawals/${asked.id}/paid`, 'POST')
  ).json()) as Record<string, unknown>;
  expect(paid.already_paid).toBe(false);
  const again = await bridge(`/wallet/withdrawals/${asked.id}/paid`, 'POST');
  expect(await again.json()).toEqual({ ...paid, already_paid: true });
  expect((await bridge('/wallet/withdrawals/999999999/paid', 'POST')).status).toBe(404);
  const after = (await (await bridge('/wallet/withdrawals')).json()) as {
    withdrawals: { id: number }[];
  };
  expect(after.withdrawals.map((w) => w.id)).not.toContain(asked.id);
  expect(await walletOf(member.user)).toEqual({ available: 30_000, held: 0 });
});
