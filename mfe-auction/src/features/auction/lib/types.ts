import type { AuctionStatus, GameItem } from '@norsecraft/shared';

/** A listing on the page: running, or ended within the last day (cancelled ones are gone). */
export type ShownStatus = Exclude<AuctionStatus, 'cancelled'>;

/** One auction listing as the page uses it; money is an integer number of copper. */
export interface AuctionListing {
  id: number;
  item: string;
  seller: string;
  startingBid: number;
  currentBid: number;
  /** ISO timestamp: a round listing restarts once it passes, any other ends then. */
  endTime: string;
  rarity: string;
  /** The item listed (null for the sample listings) and its category: together, its art. */
  itemId: number | null;
  itemCategory: string | null;
  /** Empty when the seller gave none. */
  description: string;
  /** Public name of whoever holds the current bid (the winner once sold); null before a bid. */
  highestBidder: string | null;
  /** Runs in rounds of 2.5 h (the sample listings); otherwise it ends once, at endTime. */
  repeats: boolean;
  status: ShownStatus;
  /** A player's listing: the seller's player (who may cancel it) and the item as the game describes it; null for house listings. */
  sellerUuid: string | null;
  gameItem: GameItem | null;
}

export type SortMode = 'time' | 'price';
export type ViewMode = 'list' | 'grid';
