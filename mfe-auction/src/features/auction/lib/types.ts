/** One auction listing as the page uses it; money is an integer number of copper. */
export interface AuctionListing {
  id: number;
  item: string;
  seller: string;
  startingBid: number;
  currentBid: number;
  /** ISO timestamp; the database restarts the listing once it passes. */
  endTime: string;
  rarity: string;
  /** Empty when the seller gave none. */
  description: string;
  /** Display name of whoever holds the current bid; null before the first bid of a period. */
  highestBidder: string | null;
}

export type SortMode = 'time' | 'price';
export type ViewMode = 'list' | 'grid';
