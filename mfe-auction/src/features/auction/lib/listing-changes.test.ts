import {
  applyChange,
  applyListing,
  mergeFetched,
  ENDED_SHOWN_MS,
  isShown,
  listingAt,
  nextEnd,
  RESTART_PERIOD_MS,
  listingItemChanged,
  type ListingRecord,
} from './listing-changes';
import type { AuctionListing } from './types';

const now = Date.parse('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

const axe: AuctionListing = {
  id: 1,
  item: 'Frost Axe',
  seller: 'Ymir',
  startingBid: 10_000,
  currentBid: 20_000,
  endTime: at(60_000),
  rarity: 'Epic',
  itemId: 7,
  itemCategory: 'weapon',
  sellerUuid: null,
  gameItem: null,
  description: '',
  highestBidder: 'Thor',
  repeats: true,
  status: 'live',
};
const shield: AuctionListing = { ...axe, id: 2, item: 'Oak Shield', endTime: at(120_000) };

const record = (listing: AuctionListing, fields: Partial<ListingRecord> = {}): ListingRecord => ({
  id: listing.id,
  item: listing.item,
  seller: listing.seller,
  starting_bid: listing.startingBid,
  current_bid: listing.currentBid,
  // As Postgres renders it: another spelling of the same instant.
  end_time: listing.endTime.replace('Z', '+00:00'),
  rarity: listing.rarity,
  description: listing.description,
  repeats: listing.repeats,
  cancelled_at: null,
  item_id: listing.itemId,
  ...fields,
});

describe('listingAt: a round listing', () => {
  it('leaves a running listing as it is', () => {
    expect(listingAt(axe, now)).toBe(axe);
  });

  it('restarts an ended one 2.5 h after its end, at the starting bid, without a holder', () => {
    expect(listingAt(axe, now + 60_000)).toEqual({
      ...axe,
      endTime: at(60_000 + RESTART_PERIOD_MS),
      currentBid: 10_000,
      highestBidder: null,
    });
  });

  it('skips whole periods that passed unseen, as auction_next_end does', () => {
    const restarted = listingAt(axe, now + 60_000 + 2.5 * RESTART_PERIOD_MS);
    expect(restarted.endTime).toBe(at(60_000 + 3 * RESTART_PERIOD_MS));
  });
});

describe('listingAt: a listing that ends once', () => {
  const sword: AuctionListing = { ...axe, id: 3, repeats: false };

  it('is sold to its highest bidder once its end passes, at its last bid', () => {
    expect(listingAt(sword, now + 60_000)).toEqual({ ...sword, status: 'sold' });
  });

  it('is unsold when no bid stands on it', () => {
    const unbid = { ...sword, currentBid: sword.startingBid, highestBidder: null };
    expect(listingAt(unbid, now + 60_000)).toEqual({ ...unbid, status: 'unsold' });
  });

  it('stays on the page a day after its end, then leaves it; round listings always stay', () => {
    expect(isShown(sword, now + 60_000 + ENDED_SHOWN_MS - 1)).toBe(true);
    expect(isShown(sword, now + 60_000 + ENDED_SHOWN_MS)).toBe(false);
    expect(isShown(axe, now + 60_000 + ENDED_SHOWN_MS)).toBe(true);
  });
});

it('nextEnd is the earliest end of a running listing, null without one', () => {
  expect(nextEnd([shield, axe])).toBe(now + 60_000);
  expect(nextEnd([{ ...axe, repeats: false, status: 'sold' }, shield])).toBe(now + 120_000);
  expect(nextEnd([])).toBeNull();
});

describe('merging copies of a listing', () => {
  it('takes a higher bid and refuses a lower one of the same period', () => {
    const higher = { ...axe, currentBid: 30_000, highestBidder: 'Loki' };
    expect(applyListing([axe, shield], higher)).toEqual([higher, shield]);
    expect(applyListing([higher, shield], axe)).toEqual([higher, shield]);
  });

  it('takes a restarted listing (later end) even at a lower bid', () => {
    const restarted = listingAt(axe, now + 60_000);
    expect(applyListing([axe], restarted)).toEqual([restarted]);
  });

  it('adds a listing it did not know', () => {
    expect(applyListing([axe], shield)).toEqual([axe, shield]);
  });

  it('a fetch decides which listings exist, each keeping the later copy', () => {
    const pushed = { ...axe, currentBid: 30_000 };
    expect(mergeFetched([pushed, shield], [axe])).toEqual([pushed]);
    expect(mergeFetched([axe], [pushed, shield])).toEqual([pushed, shield]);
  });
});

describe('applyChange', () => {
  it('a listing row keeps its holder until the bid names the new one', () => {
    const raised = applyChange(
      [axe],
      { type: 'listing', record: record(axe, { current_bid: 30_000 }) },
      now,
    );
    expect(raised).toEqual([{ ...axe, currentBid: 30_000, endTime: record(axe).end_time }]);
    const named = applyChange(
      raised,
      { type: 'bid', record: { listing_id: 1, amount: 30_000, bidder: 'Loki' } },
      now,
    );
    expect(named[0]).toMatchObject({ currentBid: 30_000, highestBidder: 'Loki' });
  });

  it('a row with a lower bid in a later period has no holder', () => {
    const later = record(axe, { current_bid: 10_000, end_time: at(60_000 + RESTART_PERIOD_MS) });
    expect(applyChange([axe], { type: 'listing', record: later }, now)[0]).toMatchObject({
      currentBid: 10_000,
      highestBidder: null,
    });
  });

  it('a row whose stored end has passed shows restarted', () => {
    const ended = record(axe, { end_time: at(-1000) });
    expect(applyChange([axe], { type: 'listing', record: ended }, now)[0]).toMatchObject({
      currentBid: 10_000,
      endTime: at(-1000 + RESTART_PERIOD_MS),
      highestBidder: null,
    });
  });

  it('a bid below the shown one (arriving late) changes nothing', () => {
    const late = {
      type: 'bid',
      record: { listing_id: 1, amount: 15_000, bidder: 'Loki' },
    } as const;
    expect(applyChange([axe], late, now)).toEqual([axe]);
  });

  it('a row of a listing that ends once shows it sold once its end passed', () => {
    const sword = { ...axe, repeats: false };
    const ended = record(sword, { end_time: at(-1000) });
    expect(applyChange([sword], { type: 'listing', record: ended }, now)[0]).toMatchObject({
      status: 'sold',
      currentBid: 20_000,
      highestBidder: 'Thor',
    });
  });

  it('a cancelled listing leaves the page', () => {
    const cancelled = record(axe, { cancelled_at: at(0) });
    expect(applyChange([axe, shield], { type: 'listing', record: cancelled }, now)).toEqual([
      shield,
    ]);
  });

  it('removes a deleted listing', () => {
    expect(applyChange([axe, shield], { type: 'listing-removed', id: 1 }, now)).toEqual([shield]);
  });
});

describe('listingItemChanged: the art of a pushed listing needs a fetch', () => {
  it('for a listing the page does not show, or whose item changed', () => {
    expect(listingItemChanged([axe], { type: 'listing', record: record(shield) })).toBe(true);
    expect(
      listingItemChanged([axe], { type: 'listing', record: record(axe, { item_id: 8 }) }),
    ).toBe(true);
  });

  it('not for a bid, a cancel or a listing whose item stays (it keeps its category)', () => {
    const change = { type: 'listing', record: record(axe, { current_bid: 25_000 }) } as const;
    expect(listingItemChanged([axe], change)).toBe(false);
    expect(applyChange([axe], change, now)[0]).toMatchObject({ itemCategory: 'weapon' });
    expect(
      listingItemChanged([axe], {
        type: 'listing',
        record: record(shield, { cancelled_at: at(0) }),
      }),
    ).toBe(false);
    expect(
      listingItemChanged([axe], {
        type: 'bid',
        record: { listing_id: axe.id, amount: 30_000, bidder: 'Loki' },
      }),
    ).toBe(false);
  });
});
