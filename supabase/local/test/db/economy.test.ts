// The auction house in the game's economy (issue 39; migrations 20261128020000_wallets.sql and
// 20261128020100_economy_auctions.sql): every money path, under concurrency where two can meet —
// deposits sent again, two bids spending the same coins, a withdrawal racing a bid, settlement —
// and after each, ledger_check finds nothing.
import { randomUUID } from 'node:crypto';
import { BID_ERRORS, notCoveredMessage } from '../../../../shared/src/lib/database-rules';
import type { TestUser } from '../helpers';
import { anonClient, createTestUser, serviceClient } from '../helpers';
import {
  createBidder,
  createListing,
  deposit,
  grantAdmin,
  ledgerProblems,
  linkGameAccount,
  must,
} from './fixtures';

const service = serviceClient();
const GOLD = 10_000;

interface Wallet {
  available: number;
  held: number;
}

/** A member with a linked player holding `funds`, and that player. */
async function memberWith(funds: number) {
  const user = await createTestUser();
  const player = await linkGameAccount(user, undefined, undefined, funds);
  return { user, player };
}

async function walletOf(user: TestUser): Promise<Wallet> {
  const { data } = await user.client.from('wallets').select('available, held').maybeSingle();
  return (data as Wallet | null) ?? { available: 0, held: 0 };
}

const bid = (user: TestUser, listingId: number, amount: number) =>
  user.client.rpc('place_bid', { p_listing_id: listingId, p_amount: amount });

/** A listing a player put up in game, as POST /listings records it. */
async function playerListing(sellerUuid: string, startingBid = GOLD, id = `l:${randomUUID()}`) {
  const item = {
    name: `Frost Axe ${id.slice(-6)}`,
    material: 'DIAMOND_AXE',
    amount: 1,
    enchantments: { sharpness: 5 },
    rarity: 'Epic',
  };
  const args = {
    id,
    seller_uuid: sellerUuid,
    item,
    starting_bid: startingBid,
    duration: 60,
  };
  const answer = must(await service.rpc('bridge_create_listing', { p_listing: args }), 'list') as {
    id: number;
    already_listed: boolean;
  };
  return { ...answer, args };
}

/** Moves a listing's end into the past (what time passing does) and settles. */
async function endAndSettle(listingId: number) {
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', listingId),
    'end',
  );
  must(await service.rpc('settle_auctions', { p_limit: 500 }), 'settle');
}

afterEach(async () => {
  expect(await ledgerProblems()).toEqual([]);
});

describe('deposits', () => {
  it('records a deposit once, however often and however concurrently it is sent', async () => {
    const { user, player } = await memberWith(0);
    const id = `dep:${randomUUID()}`;
    const item = { id, uuid: player.uuid, amount: 2 * GOLD, at: new Date().toISOString() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => service.rpc('bridge_record_deposits', { p_items: [item] })),
    );
    expect(answers.map((a) => a.error)).toEqual([null, null, null, null, null]);
    expect(answers.map((a) => (a.data as { recorded: number }).recorded).sort()).toEqual([
      0, 0, 0, 0, 1,
    ]);
    expect(await walletOf(user)).toEqual({ available: 2 * GOLD, held: 0 });
    const { data: movements } = await user.client.from('wallet_movements').select('kind, amount');
    expect(movements).toEqual([{ kind: 'deposit', amount: 2 * GOLD }]);
  });

  it('refuses a known id with another amount, and a player the server never named, writing nothing', async () => {
    const { user, player } = await memberWith(0);
    const id = `dep:${randomUUID()}`;
    await deposit(player.uuid, GOLD, id);
    const changed = await service.rpc('bridge_record_deposits', {
      p_items: [
        { id: `dep:${randomUUID()}`, uuid: player.uuid, amount: 5, at: new Date().toISOString() },
        { id, uuid: player.uuid, amount: 2 * GOLD, at: new Date().toISOString() },
      ],
    });
    expect(changed.error?.message).toBe(
      `Item 1: deposit ${id} was recorded before with another player or amount`,
    );
    const stranger = randomUUID();
    const unknown = await service.rpc('bridge_record_deposits', {
      p_items: [
        { id: `dep:${randomUUID()}`, uuid: stranger, amount: 5, at: new Date().toISOString() },
      ],
    });
    expect(unknown.error?.message).toBe(
      `Item 0: the server never named player ${stranger} (send POST /players first)`,
    );
    expect(await walletOf(user)).toEqual({ available: GOLD, held: 0 });
  });
});

describe('wallets are private and written by the functions only', () => {
  it('shows a member their own wallet and history, nobody else’s, and lets no one write them', async () => {
    const { user } = await memberWith(3 * GOLD);
    const other = await createBidder();
    const { data: seen } = await other.client.from('wallets').select('player_uuid, available');
    expect(seen).toHaveLength(1);
    expect(seen?.[0]?.available).not.toBe(3 * GOLD);
    const { data: anonSeen } = await anonClient().from('wallet_movements').select('id');
    expect(anonSeen ?? []).toEqual([]);

    const write = await user.client
      .from('wallets')
      .update({ available: 10 ** 12 })
      .neq('held', -1);
    expect(write.error).not.toBeNull();
    const insert = await user.client
      .from('wallet_movements')
      .insert({ player_uuid: randomUUID(), kind: 'deposit', amount: 1 });
    expect(insert.error).not.toBeNull();
    expect(await walletOf(user)).toEqual({ available: 3 * GOLD, held: 0 });

    // Not even the service role rewrites history.
    const { data: rows } = await user.client.from('wallet_movements').select('id');
    const rewrite = await service
      .from('wallet_movements')
      .update({ amount: 1 })
      .eq('id', (rows as { id: number }[])[0]!.id);
    expect(rewrite.error?.message).toBe('Wallet movements are never changed or deleted');
  });
});

describe('bids are covered', () => {
  it('holds a bid, releases it the moment it is outbid, and names what is missing', async () => {
    const listing = await createListing({ starting_bid: GOLD, repeats: false });
    const { user: first } = await memberWith(3 * GOLD);
    const { user: second } = await memberWith(2 * GOLD + 500);

    expect((await bid(first, listing.id, 2 * GOLD)).error).toBeNull();
    expect(await walletOf(first)).toEqual({ available: GOLD, held: 2 * GOLD });

    const short = await bid(second, listing.id, 4 * GOLD + 500 + 5);
    expect(short.error?.message).toBe(
      'Bid can raise the current bid by at most the starting bid (at least 1g)',
    );
    const tooMuch = await bid(second, listing.id, 2 * GOLD + 510);
    expect(tooMuch.error?.message).toBe('You need 10c more to bid this');

    expect((await bid(second, listing.id, 2 * GOLD + 500)).error).toBeNull();
    expect(await walletOf(first)).toEqual({ available: 3 * GOLD, held: 0 });
    expect(await walletOf(second)).toEqual({ available: 0, held: 2 * GOLD + 500 });
    const { data: history } = await first.client
      .from('wallet_movements')
      .select('kind, amount')
      .order('id');
    expect(history).toEqual([
      { kind: 'deposit', amount: 3 * GOLD },
      { kind: 'hold', amount: 2 * GOLD },
      { kind: 'release', amount: 2 * GOLD },
    ]);
  });

  it('words the money missing in gold, silver and copper', async () => {
    const listing = await createListing({ starting_bid: 2 * GOLD, repeats: false });
    const { user } = await memberWith(GOLD - 500);
    const refused = await bid(user, listing.id, 3 * GOLD);
    expect(refused.error?.message).toBe('You need 2g 5s more to bid this');
    // The site words it the same (shared/src/lib/database-rules.ts), and nothing was held.
    expect(refused.error?.message).toBe(notCoveredMessage('2g 5s'));
    expect(await walletOf(user)).toEqual({ available: GOLD - 500, held: 0 });
  });

  it('lets only one of two bids spend the same coins', async () => {
    const listings = await Promise.all([
      createListing({ starting_bid: 2 * GOLD, repeats: false }),
      createListing({ starting_bid: 2 * GOLD, repeats: false }),
    ]);
    const { user } = await memberWith(5 * GOLD);
    const both = await Promise.all(listings.map((l) => bid(user, l.id, 4 * GOLD)));
    expect(both.filter((r) => r.error === null)).toHaveLength(1);
    expect(both.find((r) => r.error)?.error?.message).toBe('You need 3g more to bid this');
    expect(await walletOf(user)).toEqual({ available: GOLD, held: 4 * GOLD });
  });

  it('lets only one of a withdrawal and a bid take the same coins', async () => {
    const listing = await createListing({ starting_bid: GOLD, repeats: false });
    const { user } = await memberWith(5 * GOLD);
    const [withdrawal, placed] = await Promise.all([
      user.client.rpc('request_withdrawal', { p_amount: 4 * GOLD }),
      bid(user, listing.id, 2 * GOLD),
    ]);
    expect([withdrawal.error, placed.error].filter((e) => e === null)).toHaveLength(1);
    const wallet = await walletOf(user);
    expect(wallet.available + wallet.held).toBe(withdrawal.error ? 5 * GOLD : GOLD);
    expect(wallet.available).toBeGreaterThanOrEqual(0);
  });

  it('gives a round listing’s hold back when its round ends', async () => {
    const listing = await createListing({ starting_bid: GOLD, repeats: true });
    const { user } = await memberWith(2 * GOLD);
    expect((await bid(user, listing.id, GOLD + 1)).error).toBeNull();
    must(
      await service
        .from('auction_listings')
        .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
        .eq('id', listing.id),
      'end the round',
    );
    must(await service.rpc('settle_auctions', {}), 'settle');
    expect(await walletOf(user)).toEqual({ available: 2 * GOLD, held: 0 });
  });
});

describe('withdrawals', () => {
  it('takes at most what is available, cancels until the game picks it up, is paid once', async () => {
    const { user, player } = await memberWith(3 * GOLD);
    const over = await user.client.rpc('request_withdrawal', { p_amount: 3 * GOLD + 1 });
    expect(over.error?.message).toBe('You can withdraw at most 3g (what is available)');

    const first = must(
      await user.client.rpc('request_withdrawal', { p_amount: GOLD }),
      'withdraw',
    ) as { id: number };
    expect(await walletOf(user)).toEqual({ available: 2 * GOLD, held: 0 });
    must(await user.client.rpc('cancel_withdrawal', { p_withdrawal_id: first.id }), 'cancel');
    must(await user.client.rpc('cancel_withdrawal', { p_withdrawal_id: first.id }), 'again');
    expect(await walletOf(user)).toEqual({ available: 3 * GOLD, held: 0 });

    const second = must(
      await user.client.rpc('request_withdrawal', { p_amount: 2 * GOLD }),
      'withdraw',
    ) as { id: number };
    const pending = must(
      await service.rpc('bridge_pending_withdrawals', { p_limit: 1000 }),
      'pending',
    ) as { id: number; uuid: string; amount: number }[];
    expect(pending).toContainEqual(
      expect.objectContaining({ id: second.id, uuid: player.uuid, amount: 2 * GOLD }),
    );
    expect(pending.map((p) => p.id)).not.toContain(first.id);
    const late = await user.client.rpc('cancel_withdrawal', { p_withdrawal_id: second.id });
    expect(late.error?.message).toBe(
      'The game server is paying this withdrawal: it can no longer be cancelled',
    );

    const paid = await Promise.all(
      [1, 2, 3].map(() =>
        service.rpc('bridge_mark_withdrawal_paid', { p_withdrawal_id: second.id }),
      ),
    );
    expect(paid.map((p) => (p.data as { already_paid: boolean }).already_paid).sort()).toEqual([
      false,
      true,
      true,
    ]);
    expect(
      (await service.rpc('bridge_mark_withdrawal_paid', { p_withdrawal_id: first.id })).data,
    ).toEqual({ refused: 'cancelled' });
    expect(await walletOf(user)).toEqual({ available: GOLD, held: 0 });
    const { data: others } = await (
      await createBidder()
    ).client
      .from('wallet_withdrawals')
      .select('id');
    expect(others).toEqual([]);
  });
});

describe('players sell', () => {
  it('lists an item once per id; its seller cannot bid and cancels it only before a bid', async () => {
    const { user: seller, player } = await memberWith(GOLD);
    const listed = await playerListing(player.uuid);
    const again = must(
      await service.rpc('bridge_create_listing', { p_listing: listed.args }),
      'again',
    ) as { id: number; already_listed: boolean };
    expect(again).toMatchObject({ id: listed.id, already_listed: true });
    const changed = must(
      await service.rpc('bridge_create_listing', {
        p_listing: { ...listed.args, starting_bid: 5 },
      }),
      'changed',
    );
    expect(changed).toEqual({ refused: 'conflict' });

    const { data: shown, error: shownError } = await anonClient()
      .from('auction_listings_live')
      .select('seller, seller_uuid, game_item, item, rarity')
      .eq('id', listed.id)
      .single();
    expect(shownError).toBeNull();
    expect(shown).toMatchObject({
      seller: player.name,
      seller_uuid: player.uuid,
      item: listed.args.item.name,
      rarity: 'Epic',
      game_item: listed.args.item,
    });

    expect((await bid(seller, listed.id, GOLD + 1)).error?.message).toBe(
      BID_ERRORS.ownPlayerListing,
    );
    const admin = await createTestUser();
    await grantAdmin(admin.user.id);
    const edit = await admin.client.rpc('admin_update_listing', {
      p_listing_id: listed.id,
      p_item_id: 1,
      p_seller: 'Someone',
      p_starting_bid: 5,
    });
    expect(edit.error?.message).toBe("A player's listing is changed in game, not here");
    const stranger = await createBidder();
    expect(
      (await stranger.client.rpc('cancel_my_listing', { p_listing_id: listed.id })).error?.message,
    ).toBe('Only its seller can cancel this listing');

    const cancelled = await playerListing(player.uuid);
    must(await seller.client.rpc('cancel_my_listing', { p_listing_id: cancelled.id }), 'cancel');
    expect((await bid(stranger, listed.id, GOLD + 1)).error).toBeNull();
    expect(
      (await seller.client.rpc('cancel_my_listing', { p_listing_id: listed.id })).error?.message,
    ).toBe('A listing with bids cannot be cancelled');
    const returns = must(
      await service.rpc('bridge_listing_returns', { p_limit: 1000 }),
      'returns',
    ) as {
      id: number;
      reason: string;
    }[];
    expect(returns).toContainEqual(
      expect.objectContaining({ id: cancelled.id, reason: 'cancelled' }),
    );
  });

  it('settles in one go: the hold pays, the seller gets the price less 5 %, the item waits for the winner', async () => {
    const { user: seller, player } = await memberWith(0);
    const listed = await playerListing(player.uuid, 10 * GOLD);
    const { user: loser } = await memberWith(50 * GOLD);
    const { user: winner } = await memberWith(50 * GOLD);
    expect((await bid(loser, listed.id, 10 * GOLD + 1)).error).toBeNull();
    expect((await bid(winner, listed.id, 20 * GOLD)).error).toBeNull();

    await endAndSettle(listed.id);
    // Settling again (another caller, the schedule) moves nothing more.
    must(await service.rpc('settle_auctions', {}), 'settle again');

    expect(await walletOf(winner)).toEqual({ available: 30 * GOLD, held: 0 });
    expect(await walletOf(loser)).toEqual({ available: 50 * GOLD, held: 0 });
    expect(await walletOf(seller)).toEqual({ available: 19 * GOLD, held: 0 });
    const { data: sellerHistory } = await seller.client
      .from('wallet_movements')
      .select('kind, amount')
      .order('id');
    expect(sellerHistory).toEqual([
      { kind: 'sale', amount: 20 * GOLD },
      { kind: 'fee', amount: GOLD },
    ]);
    const { data: notices } = await seller.client.from('member_notices').select('kind, amount');
    expect(notices).toEqual([{ kind: 'sold', amount: 19 * GOLD }]);

    const won = must(await service.rpc('bridge_won_auctions', { p_limit: 1000 }), 'won') as {
      id: number;
      seller_uuid: string;
      amount: number;
      game_item: unknown;
    }[];
    expect(won.find((w) => w.id === listed.id)).toMatchObject({
      seller_uuid: player.uuid,
      amount: 20 * GOLD,
      game_item: listed.args.item,
    });
  });

  it('takes the house fee set by an admin', async () => {
    const admin = await createTestUser();
    await grantAdmin(admin.user.id);
    const member = await createBidder();
    // A member's change is no change (row-level security: admins only).
    await member.client.from('economy_settings').update({ house_fee_percent: 0 }).eq('id', true);
    const { data: fee } = await anonClient().from('economy_settings').select('house_fee_percent');
    expect(fee).toEqual([{ house_fee_percent: 5 }]);
    must(
      await admin.client.from('economy_settings').update({ house_fee_percent: 10 }).eq('id', true),
      'fee 10 %',
    );
    try {
      const { user: seller, player } = await memberWith(0);
      const listed = await playerListing(player.uuid, 3 * GOLD + 33);
      expect((await bid(member, listed.id, 3 * GOLD + 34)).error).toBeNull();
      await endAndSettle(listed.id);
      // 10 % of 3g 34c is 3,003.4c: the fee is rounded down.
      expect(await walletOf(seller)).toEqual({ available: 3 * GOLD + 34 - 3_003, held: 0 });
    } finally {
      must(
        await admin.client.from('economy_settings').update({ house_fee_percent: 5 }).eq('id', true),
        'fee back to 5 %',
      );
    }
  });

  it('sends an unsold item back to its seller once', async () => {
    const { user: seller, player } = await memberWith(0);
    const listed = await playerListing(player.uuid);
    await endAndSettle(listed.id);
    const returns = must(
      await service.rpc('bridge_listing_returns', { p_limit: 1000 }),
      'returns',
    ) as {
      id: number;
      seller_uuid: string;
      reason: string;
    }[];
    expect(returns.find((r) => r.id === listed.id)).toMatchObject({
      seller_uuid: player.uuid,
      reason: 'unsold',
    });
    const marks = await Promise.all(
      [1, 2].map(() => service.rpc('bridge_mark_listing_returned', { p_listing_id: listed.id })),
    );
    expect(
      marks.map((m) => (m.data as { already_returned: boolean }).already_returned).sort(),
    ).toEqual([false, true]);
    const after = must(
      await service.rpc('bridge_listing_returns', { p_limit: 1000 }),
      'returns',
    ) as {
      id: number;
    }[];
    expect(after.map((r) => r.id)).not.toContain(listed.id);
    const { data: notices } = await seller.client.from('member_notices').select('kind');
    expect(notices).toEqual([{ kind: 'unsold' }]);
  });

  it('keeps a house listing’s price out of the economy', async () => {
    const listing = await createListing({ starting_bid: GOLD, repeats: false });
    const { user } = await memberWith(2 * GOLD);
    expect((await bid(user, listing.id, GOLD + 1)).error).toBeNull();
    await endAndSettle(listing.id);
    expect(await walletOf(user)).toEqual({ available: GOLD - 1, held: 0 });
  });
});
