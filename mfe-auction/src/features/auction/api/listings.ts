import {
  supabase,
  type AuctionBidNotifyBody,
  type AuctionListing as ListingRow,
  type PlaceBidArgs,
  type PlaceBidResult,
} from '@norsecraft/shared';
import type { AuctionListing } from '../lib/types';

// image_url is not read: listings show the site's own item art (no game publisher texture).
const LISTING_COLUMNS =
  'id, item, seller, starting_bid, current_bid, end_time, rarity, description, highest_bidder';

function toListing(row: ListingRow): AuctionListing {
  return {
    id: row.id,
    item: row.item,
    seller: row.seller,
    startingBid: Number(row.starting_bid),
    currentBid: Number(row.current_bid),
    endTime: row.end_time,
    rarity: row.rarity,
    description: row.description,
    highestBidder: row.highest_bidder,
  };
}

/**
 * The auction house shows every listing at once (its search and sort run in the page), so the
 * request is bounded: a few hundred listings stay well under 100 KB.
 */
export const MAX_LISTINGS = 300;

/** The view applies expiry in the database, so every viewer sees the same end and current bid. */
export async function fetchListings(): Promise<AuctionListing[]> {
  const { data, error } = await supabase
    .from('auction_listings_live')
    .select(LISTING_COLUMNS)
    .order('id')
    .range(0, MAX_LISTINGS - 1);
  if (error) throw new Error(error.message);
  return (data as ListingRow[]).map(toListing);
}

export interface PlacedBid {
  listing: AuctionListing;
  logId: number;
}

/**
 * The database validates again under a row lock, so a bid that lost a race (or broke a limit the
 * page could not see, such as 10 bids a minute) rejects with the server's message, which the
 * caller shows as is.
 */
export async function placeBid(listingId: number, amount: number): Promise<PlacedBid> {
  const args: PlaceBidArgs = { p_listing_id: listingId, p_amount: amount };
  const { data, error } = await supabase.rpc('place_bid', args).single<PlaceBidResult>();
  if (error) throw new Error(error.message);
  return { listing: toListing(data), logId: data.log_id };
}

/**
 * Asks the server to post the bid to the chat webhook (its URL stays server-side). The bid is
 * already accepted, so a failure here is only logged and never reaches the bidder.
 */
export function notifyBid(logId: number): void {
  supabase.functions
    .invoke('auction-bid-notify', { body: { log_id: logId } satisfies AuctionBidNotifyBody })
    .then(({ error }) => {
      if (error) console.warn('Bid notification failed', error);
    })
    .catch((error: unknown) => console.warn('Bid notification failed', error));
}
