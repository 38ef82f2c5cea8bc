import type { MyAuctionRow } from '@norsecraft/shared';
import type { AuctionListing } from './types';

/** The member's own highest bid on each running listing they bid on, by listing id. */
export type MyBids = Readonly<Record<number, number>>;

export function myBidsOf(rows: MyAuctionRow[]): MyBids {
  const bids: Record<number, number> = {};
  for (const row of rows) {
    if (row.standing === 'leading' || row.standing === 'outbid') {
      bids[row.listing_id] = Number(row.my_bid);
    }
  }
  return bids;
}

/**
 * Whether the member holds the highest bid on a running listing: their own bid is its current
 * bid. Follows every change at once: another bid raises the current bid past theirs, a round
 * listing's restart drops it below.
 */
export function isLeading(listing: AuctionListing, myBids: MyBids): boolean {
  return listing.status === 'live' && myBids[listing.id] === listing.currentBid;
}

/** The member's row of My Auctions for the bid they just placed (until the database's arrives). */
export function ownBidRow(listing: AuctionListing): MyAuctionRow {
  return {
    listing_id: listing.id,
    item: listing.item,
    rarity: listing.rarity,
    item_category: listing.itemCategory,
    seller: listing.seller,
    standing: 'leading',
    end_time: listing.endTime,
    current_bid: listing.currentBid,
    my_bid: listing.currentBid,
    delivered_at: null,
  };
}
