import { supabase, unwrap, type GameItem } from '@norsecraft/shared';
import type { AuctionListing } from '../lib/types';
import { toListing } from './get-listings';

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
  const row = unwrap(
    await supabase.rpc('place_bid', { p_listing_id: listingId, p_amount: amount }).single(),
  );
  // The item as the game described it: stored as the bridge checked it (GameItem).
  return {
    listing: toListing({ ...row, game_item: row.game_item as GameItem | null }),
    logId: row.log_id,
  };
}

/**
 * Asks the server to post the bid to the chat webhook (its URL stays server-side). The bid is
 * already accepted, so a failure here is only logged and never reaches the bidder.
 */
export function notifyBid(logId: number): void {
  supabase.functions
    .invoke('auction-bid-notify', { body: { log_id: logId } })
    .then(({ error }) => {
      if (error) console.warn('Bid notification failed', error);
    })
    .catch((error: unknown) => console.warn('Bid notification failed', error));
}
