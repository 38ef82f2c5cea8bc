// Auctions end (issue 29, migration 20261126040100): admins create and cancel listings made from
// items, a listing ends once with a winner or unsold, reads and bids see the end without anything
// having run, outbid and won notices reach their member only, settlement happens once and mails
// the winner, and the dashboard counts only what is live.
import { serviceClient, withDb } from '../helpers';
import {
  choosePublicName,
  createActors,
  createListing,
  ledgerProblems,
  must,
  type Actors,
} from './fixtures';

const service = serviceClient();
let actors: Actors;
let itemId: number;
const itemName = `Gungnir Replica ${Math.random().toString(36).slice(2, 8)}`;

async function createItem(name: string): Promise<number> {
  const item = must(
    await actors.admin.client
      .from('items')
      .insert({ name, rarity: 'Legendary', tier: 'S', category: 'weapon' })
      .select('id')
      .single(),
    'create item',
  );
  return (item as { id: number }).id;
}

beforeAll(async () => {
  actors = await createActors();
  itemId = await createItem(itemName);
});

interface Listing {
  id: number;
  item: string;
  status: string;
  current_bid: number;
  highest_bidder: string | null;
  end_time: string;
}

async function createAsAdmin(startingBid = 1_000, minutes = 60, item = itemId) {
  return must(
    await actors.admin.client
      .rpc('admin_create_listing', {
        p_item_id: item,
        p_seller: 'Allfather',
        p_starting_bid: startingBid,
        p_duration_minutes: minutes,
      })
      .single(),
    'create listing',
  ) as { id: number; item: string; end_time: string; repeats: boolean };
}

/** Moves a listing's end (what time passing does), as the service role. */
async function endAt(listingId: number, at: number) {
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(at).toISOString() })
      .eq('id', listingId),
    'move the end',
  );
}

async function live(listingId: number): Promise<Listing | null> {
  const { data } = await actors.anon
    .from('auction_listings_live')
    .select('id, item, status, current_bid, highest_bidder, end_time')
    .eq('id', listingId)
    .maybeSingle();
  return data as Listing | null;
}

async function bid(who: 'member' | 'other', listingId: number, amount: number) {
  return actors[who].client.rpc('place_bid', { p_listing_id: listingId, p_amount: amount });
}

/** Members of their own, so a test's bids stay within the 10 a minute of each. */
async function freshBidders() {
  const { member, other } = await createActors();
  return (who: 'member' | 'other', listingId: number, amount: number) =>
    (who === 'member' ? member : other).client.rpc('place_bid', {
      p_listing_id: listingId,
      p_amount: amount,
    });
}

async function noticesOf(who: 'member' | 'other' | 'admin') {
  return must(
    await actors[who].client.from('member_notices').select('*').order('id'),
    'notices',
  ) as { kind: string; listing_id: number; amount: number; item: string; read_at: string | null }[];
}

describe('creating and cancelling listings', () => {
  it('an admin lists an item: it ends once, at its end, and shows the item and seller', async () => {
    const before = Date.now();
    const listing = await createAsAdmin(2_500, 360);
    expect(listing).toMatchObject({ item: itemName, repeats: false });
    const end = Date.parse(listing.end_time);
    expect(end - before).toBeGreaterThan(6 * 3_600_000 - 60_000);
    expect(end - before).toBeLessThan(6 * 3_600_000 + 60_000);
    expect(await live(listing.id)).toMatchObject({ status: 'live', current_bid: 2_500 });
  });

  it('runs for as little as 10 minutes, or until an end time the admin picks', async () => {
    const before = Date.now();
    const short = await createAsAdmin(1_000, 10);
    const shortEnd = Date.parse(short.end_time) - before;
    expect(shortEnd).toBeGreaterThan(10 * 60_000 - 60_000);
    expect(shortEnd).toBeLessThan(10 * 60_000 + 60_000);

    const at = new Date(Date.now() + 3 * 86_400_000 + 12 * 60_000).toISOString();
    const timed = must(
      await actors.admin.client
        .rpc('admin_create_listing', {
          p_item_id: itemId,
          p_seller: 'Allfather',
          p_starting_bid: 1_000,
          p_ends_at: at,
        })
        .single(),
      'timed listing',
    ) as { end_time: string };
    expect(Date.parse(timed.end_time)).toBe(Date.parse(at));
  });

  it.each([
    [{ p_seller: ' ' }, 'Seller must be 1 to 32 characters'],
    [{ p_seller: 'thor@example.com' }, 'Seller must be a name, not an e-mail address'],
    [{ p_starting_bid: 0 }, 'Starting bid must be between 1c and 5,000g'],
    [{ p_starting_bid: 50_000_001 }, 'Starting bid must be between 1c and 5,000g'],
    [
      { p_duration_minutes: 5 },
      'Duration must be 10 or 30 minutes, 1, 6 or 12 hours, or 1, 2, 3 or 7 days',
    ],
    [{ p_duration_minutes: null }, 'Choose a duration or an end time'],
    [
      { p_ends_at: new Date(Date.now() + 86_400_000).toISOString() },
      'Choose a duration or an end time',
    ],
    [
      { p_duration_minutes: null, p_ends_at: new Date(Date.now() + 5 * 60_000).toISOString() },
      'The end must be 10 minutes to 30 days from now',
    ],
    [
      { p_duration_minutes: null, p_ends_at: new Date(Date.now() + 31 * 86_400_000).toISOString() },
      'The end must be 10 minutes to 30 days from now',
    ],
    [{ p_item_id: 999_999_999 }, 'Item not found'],
  ])('refuses %o with "%s"', async (change, message) => {
    const { error } = await actors.admin.client.rpc('admin_create_listing', {
      p_item_id: itemId,
      p_seller: 'Allfather',
      p_starting_bid: 1_000,
      p_duration_minutes: 60,
      ...change,
    });
    expect(error?.message).toBe(message);
  });

  it('only admins create or cancel listings', async () => {
    const args = { p_item_id: itemId, p_seller: 'Loki', p_starting_bid: 1, p_duration_minutes: 60 };
    expect((await actors.member.client.rpc('admin_create_listing', args)).error?.code).toBe(
      '42501',
    );
    expect((await actors.anon.rpc('admin_create_listing', args)).error?.code).toBe('42501');
    const listing = await createAsAdmin();
    const cancel = await actors.member.client.rpc('admin_cancel_listing', {
      p_listing_id: listing.id,
    });
    expect(cancel.error?.code).toBe('42501');
    expect((await live(listing.id))?.status).toBe('live');
  });

  it('cancels a listing without bids (it leaves the auction house), not one with a bid', async () => {
    const empty = await createAsAdmin();
    must(
      await actors.admin.client.rpc('admin_cancel_listing', { p_listing_id: empty.id }),
      'cancel',
    );
    expect(await live(empty.id)).toBeNull();
    const refused = await bid('member', empty.id, 5_000);
    expect(refused.error?.message).toBe('This auction was cancelled');

    const taken = await createAsAdmin();
    must(await bid('member', taken.id, 1_500), 'bid');
    const { error } = await actors.admin.client.rpc('admin_cancel_listing', {
      p_listing_id: taken.id,
    });
    expect(error?.message).toBe('A listing with bids cannot be cancelled');
    expect((await live(taken.id))?.status).toBe('live');
  });

  it('a retired item cannot be listed', async () => {
    const retired = must(
      await actors.admin.client
        .from('items')
        .insert({
          name: `Broken Seax ${Math.random().toString(36).slice(2, 8)}`,
          rarity: 'Common',
          tier: 'B',
          category: 'weapon',
        })
        .select('id')
        .single(),
      'item',
    ) as { id: number };
    must(
      await actors.admin.client
        .from('items')
        .update({ retired_at: new Date().toISOString() })
        .eq('id', retired.id),
      'retire',
    );
    const { error } = await actors.admin.client.rpc('admin_create_listing', {
      p_item_id: retired.id,
      p_seller: 'Allfather',
      p_starting_bid: 1_000,
      p_duration_minutes: 60,
    });
    expect(error?.message).toBe('A retired item cannot be listed');
  });
});

describe('editing a listing before its first bid (issue 41, item 13)', () => {
  const edit = (listingId: number, change: Record<string, unknown> = {}) =>
    actors.admin.client.rpc('admin_update_listing', {
      p_listing_id: listingId,
      p_item_id: itemId,
      p_seller: 'Frigg',
      p_starting_bid: 3_000,
      ...change,
    });

  it('changes the item, seller, starting bid and end; the auction house shows it at once', async () => {
    const otherName = `Skofnung ${Math.random().toString(36).slice(2, 8)}`;
    const otherItem = await createItem(otherName);
    const listing = await createAsAdmin(1_000, 60);
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    must(
      await edit(listing.id, { p_item_id: otherItem, p_duration_minutes: null, p_ends_at: at }),
      'edit',
    );
    expect(await live(listing.id)).toMatchObject({
      item: otherName,
      current_bid: 3_000,
      end_time: expect.any(String),
    });
    expect(Date.parse((await live(listing.id))!.end_time)).toBe(Date.parse(at));

    // Without a duration or an end time, the end stays.
    must(await edit(listing.id, { p_item_id: otherItem, p_seller: 'Odin_Seller' }), 'keep end');
    expect(Date.parse((await live(listing.id))!.end_time)).toBe(Date.parse(at));
  });

  it('is refused once a bid came in, and for members', async () => {
    const bid = await freshBidders();
    const listing = await createAsAdmin(1_000, 60);
    expect(
      (
        await actors.member.client.rpc('admin_update_listing', {
          p_listing_id: listing.id,
          p_item_id: itemId,
          p_seller: 'Loki',
          p_starting_bid: 1,
        })
      ).error?.code,
    ).toBe('42501');
    must(await bid('member', listing.id, 1_100), 'bid');
    expect((await edit(listing.id)).error?.message).toBe('A listing with bids cannot be edited');
    expect(await live(listing.id)).toMatchObject({ current_bid: 1_100, item: itemName });
  });

  it("keeps the form's rules, and leaves ended, cancelled and round listings alone", async () => {
    const listing = await createAsAdmin(1_000, 60);
    expect((await edit(listing.id, { p_starting_bid: 0 })).error?.message).toBe(
      'Starting bid must be between 1c and 5,000g',
    );
    expect((await edit(listing.id, { p_duration_minutes: 7 })).error?.message).toBe(
      'Duration must be 10 or 30 minutes, 1, 6 or 12 hours, or 1, 2, 3 or 7 days',
    );
    await endAt(listing.id, Date.now() - 1_000);
    expect((await edit(listing.id)).error?.message).toBe('This auction has ended');

    const cancelled = await createAsAdmin();
    must(
      await actors.admin.client.rpc('admin_cancel_listing', { p_listing_id: cancelled.id }),
      'cancel',
    );
    expect((await edit(cancelled.id)).error?.message).toBe('This auction was cancelled');

    const rounds = await createListing();
    expect((await edit(rounds.id)).error?.message).toBe(
      'A listing that runs in rounds cannot be edited',
    );
  });
});

describe('fair bidding (issue 41, items 6 and 20)', () => {
  it('an admin cannot bid on a listing they created; anyone else can', async () => {
    const bid = await freshBidders();
    const listing = await createAsAdmin(1_000);
    const shill = await actors.admin.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_500,
    });
    expect(shill.error).toMatchObject({ message: 'You cannot bid on a listing you created' });
    expect((await live(listing.id))?.current_bid).toBe(1_000);
    must(await bid('member', listing.id, 1_500), 'a member bids');
    expect((await live(listing.id))?.current_bid).toBe(1_500);
  });

  it('the leader cannot bid over their own highest bid; once outbid they can again', async () => {
    const bid = await freshBidders();
    const listing = await createAsAdmin(1_000);
    must(await bid('member', listing.id, 1_100), 'lead');
    const again = await bid('member', listing.id, 1_200);
    expect(again.error).toMatchObject({ message: 'You already hold the highest bid' });
    expect((await live(listing.id))?.current_bid).toBe(1_100);
    must(await bid('other', listing.id, 1_300), 'outbid');
    must(await bid('member', listing.id, 1_400), 'back in the lead');
    expect((await live(listing.id))?.highest_bidder).not.toBeNull();
  });
});

describe('the end', () => {
  it('reads show an ended listing as sold to the highest bid, and bids are refused', async () => {
    const listing = await createAsAdmin(1_000);
    must(await bid('member', listing.id, 1_200), 'first bid');
    must(await bid('other', listing.id, 1_500), 'second bid');
    await endAt(listing.id, Date.now() - 1_000);

    const otherName = await choosePublicName(actors.other);
    expect(await live(listing.id)).toMatchObject({
      status: 'sold',
      current_bid: 1_500,
      highest_bidder: otherName,
    });
    const late = await bid('member', listing.id, 2_000);
    expect(late.error).toMatchObject({ message: 'This auction has ended' });
    expect((await live(listing.id))?.current_bid).toBe(1_500);
  });

  it('an ended listing without bids is unsold; a day after its end it leaves the list', async () => {
    const unsold = await createAsAdmin();
    await endAt(unsold.id, Date.now() - 60_000);
    expect(await live(unsold.id)).toMatchObject({ status: 'unsold', highest_bidder: null });

    await endAt(unsold.id, Date.now() - 24 * 3_600_000 - 60_000);
    expect(await live(unsold.id)).toBeNull();
  });

  it('the dashboard counts live listings only', async () => {
    const stats = async () =>
      (
        must(await actors.admin.client.rpc('admin_stats').single(), 'stats') as {
          active_auctions: number;
        }
      ).active_auctions;
    const before = await stats();
    const listing = await createAsAdmin();
    expect(await stats()).toBe(before + 1);
    await endAt(listing.id, Date.now() - 1_000);
    expect(await stats()).toBe(before);
  });

  it('round listings (the samples) still restart instead of ending', async () => {
    const round = await createListing({ end_time: new Date(Date.now() - 60_000).toISOString() });
    expect((await live(round.id))?.status).toBe('live');
    expect((await bid('member', round.id, 1_001)).error).toBeNull();
  });
});

describe('notices', () => {
  it('the outbid member is told (once per listing while unread), nobody else sees it', async () => {
    const listing = await createAsAdmin(1_000);
    must(await bid('member', listing.id, 1_100), 'member bids');
    must(await bid('other', listing.id, 1_200), 'other outbids');
    must(await bid('member', listing.id, 1_300), 'member again');
    must(await bid('other', listing.id, 1_400), 'other again');

    const mine = (await noticesOf('member')).filter((n) => n.listing_id === listing.id);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'outbid', amount: 1_400, item: itemName, read_at: null }),
    ]);
    const others = (await noticesOf('other')).filter((n) => n.listing_id === listing.id);
    expect(others).toEqual([expect.objectContaining({ kind: 'outbid', amount: 1_300 })]);
    // Not readable by anyone else, nor writable directly.
    expect((await noticesOf('admin')).filter((n) => n.listing_id === listing.id)).toEqual([]);
    const forged = await actors.member.client.from('member_notices').insert({
      user_id: actors.other.user.id,
      kind: 'won',
      listing_id: listing.id,
      item: 'x',
      amount: 1,
    });
    expect(forged.error).not.toBeNull();

    expect(must(await actors.member.client.rpc('mark_notices_read'), 'read')).toBeGreaterThan(0);
    expect((await noticesOf('member')).every((n) => n.read_at !== null)).toBe(true);
  });

  it('settlement records the winner once: a won notice and one e-mail to the winner', async () => {
    const prize = `Draupnir Ring ${Math.random().toString(36).slice(2, 8)}`;
    const listing = await createAsAdmin(1_000, 60, await createItem(prize));
    must(await bid('member', listing.id, 1_100), 'bid');
    must(await bid('other', listing.id, 2_000), 'winning bid');
    await endAt(listing.id, Date.now() - 1_000);

    expect(must(await actors.anon.rpc('settle_auctions'), 'settle')).toBeGreaterThanOrEqual(1);
    expect(must(await actors.anon.rpc('settle_auctions'), 'again')).toBe(0);
    const stored = must(
      await service
        .from('auction_listings')
        .select('settled_at, winner_log_id')
        .eq('id', listing.id)
        .single(),
      'listing',
    ) as { settled_at: string | null; winner_log_id: number | null };
    expect(stored.settled_at).not.toBeNull();

    const won = (await noticesOf('other')).filter((n) => n.listing_id === listing.id);
    expect(won).toEqual([expect.objectContaining({ kind: 'won', amount: 2_000, item: prize })]);
    expect(
      (await noticesOf('member')).filter((n) => n.listing_id === listing.id && n.kind === 'won'),
    ).toEqual([]);

    const mails = must(await service.rpc('claim_outgoing_emails', { p_limit: 100 }), 'claim') as {
      to_address: string;
      subject: string;
      body_text: string;
    }[];
    const toWinner = mails.filter((m) => m.subject.includes(prize));
    expect(toWinner).toEqual([
      expect.objectContaining({
        to_address: actors.other.email,
        subject: `You won ${prize} at the Norsecraft auction house`,
      }),
    ]);
    expect(toWinner[0]?.body_text).toContain('for 20s');
    // Only the service role sends mail.
    expect((await actors.member.client.rpc('claim_outgoing_emails')).error?.code).toBe('42501');
  });

  it('My Auctions: leading, outbid and won, each for its own member', async () => {
    const leading = await createAsAdmin(1_000);
    const lost = await createAsAdmin(1_000);
    const won = await createAsAdmin(1_000);
    must(await bid('member', leading.id, 1_100), 'lead');
    must(await bid('member', lost.id, 1_100), 'bid');
    must(await bid('other', lost.id, 1_200), 'outbid');
    must(await bid('member', won.id, 1_100), 'win');
    await endAt(won.id, Date.now() - 1_000);

    const mine = must(await actors.member.client.rpc('my_auctions'), 'mine') as {
      listing_id: number;
      standing: string;
      my_bid: number;
    }[];
    const standing = (id: number) => mine.find((row) => row.listing_id === id)?.standing;
    expect(standing(leading.id)).toBe('leading');
    expect(standing(lost.id)).toBe('outbid');
    expect(standing(won.id)).toBe('won');
    const theirs = must(await actors.other.client.rpc('my_auctions'), 'theirs') as {
      listing_id: number;
      standing: string;
    }[];
    expect(theirs.find((row) => row.listing_id === lost.id)?.standing).toBe('leading');
    expect(theirs.some((row) => row.listing_id === won.id)).toBe(false);
    expect((await actors.anon.rpc('my_auctions')).error?.code).toBe('42501');
  });
});

describe("every read of a listing carries its item's category (issue 41, item 14)", () => {
  it('the auction house, My Auctions and the back office', async () => {
    const { member } = await createActors();
    const listing = await createAsAdmin(1_000);
    must(
      await member.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_100 }),
      'bid',
    );
    const shown = must(
      await actors.anon
        .from('auction_listings_live')
        .select('item_category')
        .eq('id', listing.id)
        .single(),
      'live',
    );
    expect(shown).toEqual({ item_category: 'weapon' });
    const mine = must(await member.client.rpc('my_auctions'), 'mine') as {
      listing_id: number;
      item_category: string | null;
    }[];
    expect(mine.find((row) => row.listing_id === listing.id)?.item_category).toBe('weapon');
    const page = must(
      await actors.admin.client.rpc('admin_search_listings', { p_search: itemName }),
      'search',
    ) as { rows: { id: number; item_category: string | null; editable: boolean }[] };
    expect(page.rows.find((row) => row.id === listing.id)).toMatchObject({
      item_category: 'weapon',
      editable: false,
    });
  });
});

describe('queued mail backs off per mail (issue 41, item 8)', () => {
  /** A won listing's mail, queued by settlement; its id in the queue. */
  async function queuedMail(): Promise<{ id: number; listingId: number }> {
    const prize = `Brisingamen ${Math.random().toString(36).slice(2, 8)}`;
    const listing = await createAsAdmin(1_000, 60, await createItem(prize));
    const bid = await freshBidders();
    must(await bid('member', listing.id, 1_100), 'bid');
    await endAt(listing.id, Date.now() - 1_000);
    must(await actors.anon.rpc('settle_auctions'), 'settle');
    return withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        'select id from private.outgoing_emails where subject like $1',
        [`%${prize}%`],
      );
      return { id: Number(rows[0]!.id), listingId: listing.id };
    });
  }
  const claimIds = async () =>
    (
      must(await service.rpc('claim_outgoing_emails', { p_limit: 100 }), 'claim') as {
        id: number;
        link_path: string | null;
      }[]
    ).map((mail) => mail.id);
  const waitOf = (id: number) =>
    withDb(async (db) => {
      const { rows } = await db.query<{ seconds: number; attempts: number }>(
        `select extract(epoch from next_attempt_at - now())::float8 as seconds, attempts
         from private.outgoing_emails where id = $1`,
        [id],
      );
      return rows[0]!;
    });
  /** What time passing does: the mail's wait is over. */
  const waitOver = (id: number) =>
    withDb((db) =>
      db.query(
        `update private.outgoing_emails set next_attempt_at = now() - interval '1 second'
         where id = $1`,
        [id],
      ),
    );

  it('a failed mail is not claimed again until its wait is over, twice as long each time', async () => {
    const { id } = await queuedMail();
    expect(await claimIds()).toContain(id);
    must(await service.rpc('finish_outgoing_email', { p_id: id, p_error: '503 down' }), 'fail');
    // However often a sender asks meanwhile, the mail is not tried again.
    for (let i = 0; i < 3; i += 1) expect(await claimIds()).not.toContain(id);
    const first = await waitOf(id);
    expect(first.attempts).toBe(1);
    expect(first.seconds).toBeGreaterThan(50);
    expect(first.seconds).toBeLessThanOrEqual(60);

    await waitOver(id);
    expect(await claimIds()).toContain(id);
    must(await service.rpc('finish_outgoing_email', { p_id: id, p_error: '503 down' }), 'fail');
    const second = await waitOf(id);
    expect(second.attempts).toBe(2);
    expect(second.seconds).toBeGreaterThan(110);
    expect(second.seconds).toBeLessThanOrEqual(120);
    expect(await claimIds()).not.toContain(id);
  });

  it("a winner's mail links to the listing it is about, among the member's auctions", async () => {
    const { id, listingId } = await queuedMail();
    const claimed = must(await service.rpc('claim_outgoing_emails', { p_limit: 100 }), 'claim') as {
      id: number;
      link_path: string | null;
    }[];
    expect(claimed.find((mail) => mail.id === id)?.link_path).toBe(
      `/my-auctions#listing-${listingId}`,
    );
    must(await service.rpc('finish_outgoing_email', { p_id: id }), 'sent');
  });
});

// Bids hold money (issue 39): whatever this file did, the ledger adds up.
afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
});
