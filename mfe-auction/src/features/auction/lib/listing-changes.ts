import type { AuctionListing } from './types';

/**
 * An ended listing restarts with a new end 2.5 h (9,000,000 ms) later
 * (docs/product/auction.md).
 */
export const RESTART_PERIOD_MS = 9_000_000;

/**
 * auction_listings as Realtime sends a changed row (the stored row, expiry not applied). Written
 * out rather than taken from the database types: the local stack's Realtime tests use it too.
 */
export interface ListingRecord {
  id: number;
  item: string;
  seller: string;
  starting_bid: number;
  current_bid: number;
  end_time: string;
  rarity: string;
  description: string;
}

/** An accepted bid (an auction_logs insert). */
export interface BidRecord {
  listing_id: number;
  amount: number;
  bidder: string;
}

export type ListingChange =
  | { type: 'listing'; record: ListingRecord }
  | { type: 'listing-removed'; id: number }
  | { type: 'bid'; record: BidRecord };

/**
 * The listing as it stands at `now`: once its end has passed it restarts, exactly as the
 * database's auction_next_end and auction_listings_live decide (the next end is a whole number
 * of periods after the stored one, the current bid is the starting bid again, nobody holds it).
 */
export function restartIfEnded(listing: AuctionListing, now: number): AuctionListing {
  const end = Date.parse(listing.endTime);
  if (!(end <= now)) return listing;
  const periods = Math.floor((now - end) / RESTART_PERIOD_MS) + 1;
  return {
    ...listing,
    endTime: new Date(end + periods * RESTART_PERIOD_MS).toISOString(),
    currentBid: listing.startingBid,
    highestBidder: null,
  };
}

/** The earliest end among the listings (ms), or null when there are none. */
export function nextEnd(listings: AuctionListing[]): number | null {
  const ends = listings.map((listing) => Date.parse(listing.endTime)).filter(Number.isFinite);
  return ends.length ? Math.min(...ends) : null;
}

/**
 * Is `a` a later state of the listing than `b`? A listing's end only moves forward (a restart, or
 * a bid that restarts it) and within one period its bid only rises, so (end, bid) orders its
 * states — whatever order the copies arrive in (a refetch and a change can cross).
 */
function isLater(a: AuctionListing, b: AuctionListing): boolean {
  const endA = Date.parse(a.endTime);
  const endB = Date.parse(b.endTime);
  return endA !== endB ? endA > endB : a.currentBid > b.currentBid;
}

/** Puts `incoming` in place of its listing unless what is shown is already later. */
export function applyListing(
  listings: AuctionListing[],
  incoming: AuctionListing,
): AuctionListing[] {
  let found = false;
  const next = listings.map((listing) => {
    if (listing.id !== incoming.id) return listing;
    found = true;
    return isLater(listing, incoming) ? listing : incoming;
  });
  return found ? next : [...next, incoming];
}

/** A fresh fetch decides which listings exist; each keeps whichever copy is later. */
export function mergeFetched(shown: AuctionListing[], fetched: AuctionListing[]): AuctionListing[] {
  const byId = new Map(shown.map((listing) => [listing.id, listing]));
  return fetched.map((incoming) => {
    const current = byId.get(incoming.id);
    return current && isLater(current, incoming) ? current : incoming;
  });
}

function fromRecord(record: ListingRecord, previous: AuctionListing | undefined): AuctionListing {
  const currentBid = Number(record.current_bid);
  return {
    id: Number(record.id),
    item: record.item,
    seller: record.seller,
    startingBid: Number(record.starting_bid),
    currentBid,
    endTime: record.end_time,
    rarity: record.rarity,
    description: record.description,
    // The row does not name its bidder: the bid's own change (sent right after) does. Until then
    // the holder shown stays; a bid that went down (a restart or reset) has no holder.
    highestBidder:
      previous &&
      Date.parse(previous.endTime) === Date.parse(record.end_time) &&
      currentBid >= previous.currentBid
        ? previous.highestBidder
        : null,
  };
}

/** What one change does to the listings shown at `now`. */
export function applyChange(
  listings: AuctionListing[],
  change: ListingChange,
  now: number,
): AuctionListing[] {
  switch (change.type) {
    case 'listing': {
      const previous = listings.find((listing) => listing.id === Number(change.record.id));
      return applyListing(listings, restartIfEnded(fromRecord(change.record, previous), now));
    }
    case 'listing-removed':
      return listings.filter((listing) => listing.id !== change.id);
    case 'bid': {
      const { listing_id, bidder } = change.record;
      const amount = Number(change.record.amount);
      return listings.map((listing) =>
        listing.id === Number(listing_id) && amount >= listing.currentBid
          ? { ...listing, currentBid: amount, highestBidder: bidder }
          : listing,
      );
    }
  }
}
