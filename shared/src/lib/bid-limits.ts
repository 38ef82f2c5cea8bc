import { BID_LIMITS } from './database-rules';

/** A listing's two prices, in copper. */
export interface ListingPrices {
  currentBid: number;
  startingBid: number;
}

/** The most one bid may raise a listing's price: its starting bid, at least 1 gold. */
export function maximumRaise(startingBid: number): number {
  return Math.max(startingBid, BID_LIMITS.minRaise);
}

/**
 * The largest bid a listing accepts (docs/product/auction.md#bidding; place_bid's public.max_bid):
 * the current bid raised by at most the starting bid, at least 1 gold, within the 100,000,000 gold
 * cap. A listing without bids may show a current bid below its start: the raise counts from the
 * higher of the two.
 *
 * Additive, not a factor, so that one account cannot lock a listing: at 10 bids a minute for a
 * 2.5 h round it gets to at most start + 1,500 × max(start, 1 g), under the cap for every starting
 * bid allowed (BID_LIMITS.maxStartingBid).
 */
export function maximumAcceptableBid({ currentBid, startingBid }: ListingPrices): number {
  return Math.min(Math.max(currentBid, startingBid) + maximumRaise(startingBid), BID_LIMITS.maxBid);
}
