import type { GameItem } from '@norsecraft/shared';
import type { AuctionListing } from './types';

/**
 * An ended round listing restarts with a new end 2.5 h (9,000,000 ms) later
 * (docs/product/auction.md).
 */
export const RESTART_PERIOD_MS = 9_000_000;
/** An ended listing stays on the page this long, as sold or unsold, then leaves it. */
export const ENDED_SHOWN_MS = 24 * 60 * 60 * 1000;

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
  repeats: boolean;
  cancelled_at: string | null;
  item_id: number | null;
  /** A player's listing (issue 39); absent from stacks before it. */
  seller_uuid?: string | null;
  game_item?: GameItem | null;
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
 * The listing as it stands at `now`, as the database's auction_listings_live decides. A round
 * listing past its end restarts: the next end is a whole number of periods after the stored one,
 * the current bid is the starting bid again, nobody holds it. Any other listing ends: sold when a
 * bid stands on it (to its highest bidder), else unsold.
 */
export function listingAt(listing: AuctionListing, now: number): AuctionListing {
  const end = Date.parse(listing.endTime);
  if (!(end <= now)) return listing.status === 'live' ? listing : { ...listing, status: 'live' };
  if (!listing.repeats) {
    const status = listing.currentBid > listing.startingBid ? 'sold' : 'unsold';
    return listing.status === status ? listing : { ...listing, status };
  }
  const periods = Math.floor((now - end) / RESTART_PERIOD_MS) + 1;
  return {
    ...listing,
    endTime: new Date(end + periods * RESTART_PERIOD_MS).toISOString(),
    currentBid: listing.startingBid,
    highestBidder: null,
  };
}

/** Whether the page still shows it: running, or ended less than a day ago. */
export const isShown = (listing: AuctionListing, now: number) =>
  listing.repeats || Date.parse(listing.endTime) > now - ENDED_SHOWN_MS;

/** The earliest end among the running listings (ms), or null when none runs. */
export function nextEnd(listings: AuctionListing[]): number | null {
  const ends = listings
    .filter((listing) => listing.status === 'live')
    .map((listing) => Date.parse(listing.endTime))
    .filter(Number.isFinite);
  return ends.length ? Math.min(...ends) : null;
}

/**
 * Is `a` a later state of the listing than `b`? A round listing's end only moves forward (a
 * restart, or a bid that restarts it) and within one period its bid only rises, so (end, bid)
 * orders its states — whatever order the copies arrive in (a refetch and a change can cross). A
 * listing that runs once keeps its end (unless an admin moves it): its bid alone orders them.
 */
function isLater(a: AuctionListing, b: AuctionListing): boolean {
  if (!a.repeats) return a.currentBid > b.currentBid;
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
    repeats: record.repeats,
    status: 'live',
    id: Number(record.id),
    item: record.item,
    seller: record.seller,
    startingBid: Number(record.starting_bid),
    currentBid,
    endTime: record.end_time,
    rarity: record.rarity,
    itemId: record.item_id,
    // The row does not carry its item's category: kept while the item stays (listingItemChanged).
    itemCategory: previous?.itemId === record.item_id ? previous.itemCategory : null,
    description: record.description,
    sellerUuid: record.seller_uuid ?? previous?.sellerUuid ?? null,
    gameItem: record.game_item ?? previous?.gameItem ?? null,
    // The row does not name its bidder: the bid's own change (sent right after) does. Until then
    // the holder shown stays; a bid that went down (a restart or reset) has no holder.
    highestBidder:
      previous &&
      (!record.repeats || Date.parse(previous.endTime) === Date.parse(record.end_time)) &&
      currentBid >= previous.currentBid
        ? previous.highestBidder
        : null,
  };
}

/**
 * A pushed listing whose item the page does not know yet (a new listing, or one whose item an
 * admin changed): its category, hence its art, comes only with a fetch.
 */
export function listingItemChanged(listings: AuctionListing[], change: ListingChange): boolean {
  if (change.type !== 'listing' || change.record.cancelled_at) return false;
  const shown = listings.find((listing) => listing.id === Number(change.record.id));
  return shown?.itemId !== change.record.item_id;
}

/** What one change does to the listings shown at `now`. */
export function applyChange(
  listings: AuctionListing[],
  change: ListingChange,
  now: number,
): AuctionListing[] {
  switch (change.type) {
    case 'listing': {
      const id = Number(change.record.id);
      // A cancelled listing leaves the auction house.
      if (change.record.cancelled_at) return listings.filter((listing) => listing.id !== id);
      const previous = listings.find((listing) => listing.id === id);
      return applyListing(listings, listingAt(fromRecord(change.record, previous), now));
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
