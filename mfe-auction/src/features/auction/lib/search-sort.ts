import type { AuctionListing, SortMode } from './types';

/** Listings whose item or seller name contains the query, ignoring case; all for a blank query. */
export function searchListings(
  listings: readonly AuctionListing[],
  query: string,
): AuctionListing[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...listings];
  return listings.filter(
    (listing) =>
      listing.item.toLocaleLowerCase().includes(needle) ||
      listing.seller.toLocaleLowerCase().includes(needle),
  );
}

const compareBy: Record<SortMode, (a: AuctionListing, b: AuctionListing) => number> = {
  time: (a, b) => Date.parse(a.endTime) - Date.parse(b.endTime),
  price: (a, b) => b.currentBid - a.currentBid,
};

/** Running listings come before those that ended (shown a day as sold or unsold). */
const endedLast = (a: AuctionListing, b: AuctionListing) =>
  Number(a.status !== 'live') - Number(b.status !== 'live');

/**
 * 'time': soonest ending first; 'price': highest current bid first; ended listings after the
 * running ones either way. Ties fall back to the item name so the order does not jump around.
 */
export function sortListings(
  listings: readonly AuctionListing[],
  mode: SortMode,
): AuctionListing[] {
  return [...listings].sort(
    (a, b) =>
      endedLast(a, b) || compareBy[mode](a, b) || a.item.localeCompare(b.item) || a.id - b.id,
  );
}
