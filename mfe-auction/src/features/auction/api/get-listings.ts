import { supabase, unwrap, type AuctionListing as ListingRow } from '@norsecraft/shared';
import type { AuctionListing } from '../lib/types';

// image_url is not read: listings show the site's own item art (no game publisher texture).
export const LISTING_COLUMNS =
  'id, item, seller, starting_bid, current_bid, end_time, rarity, description, highest_bidder, repeats, status, item_id, item_category, seller_uuid, game_item';

export const listingsKey = ['auction-listings'] as const;

export function toListing(
  row: Pick<
    ListingRow,
    | 'id'
    | 'item'
    | 'seller'
    | 'starting_bid'
    | 'current_bid'
    | 'end_time'
    | 'rarity'
    | 'description'
    | 'highest_bidder'
    | 'repeats'
    | 'item_id'
    | 'item_category'
  > &
    Partial<Pick<ListingRow, 'status' | 'seller_uuid' | 'game_item'>>,
): AuctionListing {
  return {
    id: row.id,
    item: row.item,
    seller: row.seller,
    startingBid: Number(row.starting_bid),
    currentBid: Number(row.current_bid),
    endTime: row.end_time,
    rarity: row.rarity,
    itemId: row.item_id,
    itemCategory: row.item_category,
    description: row.description,
    highestBidder: row.highest_bidder,
    repeats: row.repeats,
    // place_bid answers without it: a listing that took a bid is running.
    status: row.status === 'sold' || row.status === 'unsold' ? row.status : 'live',
    sellerUuid: row.seller_uuid ?? null,
    gameItem: row.game_item ?? null,
  };
}

/**
 * The auction house shows every listing at once (its search and sort run in the page), so the
 * request is bounded: a few hundred listings stay well under 100 KB.
 */
export const MAX_LISTINGS = 300;

/** The view applies expiry in the database, so every viewer sees the same end and current bid. */
export async function getListings(): Promise<AuctionListing[]> {
  return unwrap(
    await supabase
      .from('auction_listings_live')
      .select(LISTING_COLUMNS)
      .order('id')
      .range(0, MAX_LISTINGS - 1),
  ).map(toListing);
}
