import type { MyAuctionRow } from '@norsecraft/shared';
import { isLeading, myBidsOf, ownBidRow } from './leading';
import type { AuctionListing } from './types';

const listing: AuctionListing = {
  id: 4,
  item: 'Ullr’s Longbow',
  seller: 'Skadi_Hunter',
  startingBid: 75_000,
  currentBid: 82_000,
  endTime: '2030-01-01T00:00:00Z',
  rarity: 'Epic',
  itemId: null,
  itemCategory: null,
  sellerUuid: null,
  gameItem: null,
  description: '',
  highestBidder: 'Shieldmaiden_Sif',
  repeats: true,
  status: 'live',
};

const row = (fields: Partial<MyAuctionRow>): MyAuctionRow => ({ ...ownBidRow(listing), ...fields });

it('keeps the bids on running listings, leading or outbid; not won ones', () => {
  expect(
    myBidsOf([
      row({ listing_id: 4, standing: 'leading', my_bid: 82_000 }),
      row({ listing_id: 5, standing: 'outbid', my_bid: 1_000 }),
      row({ listing_id: 6, standing: 'won', my_bid: 9_000 }),
    ]),
  ).toEqual({ 4: 82_000, 5: 1_000 });
});

it('leads while their bid is the current bid of a running listing', () => {
  expect(isLeading(listing, { 4: 82_000 })).toBe(true);
  // Another bid came in, or the round restarted at the starting bid.
  expect(isLeading({ ...listing, currentBid: 83_000 }, { 4: 82_000 })).toBe(false);
  expect(isLeading({ ...listing, currentBid: 75_000 }, { 4: 82_000 })).toBe(false);
  // Ended, or never bid on.
  expect(isLeading({ ...listing, status: 'sold' }, { 4: 82_000 })).toBe(false);
  expect(isLeading(listing, {})).toBe(false);
});

it('a bid just placed counts as leading at once', () => {
  expect(isLeading(listing, myBidsOf([ownBidRow(listing)]))).toBe(true);
});
