// The economy's rows (issue 39; migrations 20261128020000 and 20261128020100): wallets' movements
// and the game's items on player listings.
import type { AuctionStatus } from './database';

/** wallet_movements.kind: what moved the money (migration 20261128020000). */
export type WalletMovementKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_cancelled'
  | 'hold'
  | 'release'
  | 'payment'
  | 'sale'
  | 'fee';

/** An item as the game describes it (a player's listing, sent by the game bridge). */
export interface GameItem {
  name: string;
  /** The game's material, upper case: DIAMOND_SWORD. */
  material: string;
  amount: number;
  /** Enchantment → level. */
  enchantments: Record<string, number>;
  /** The server's own attributes: stat → value. */
  stats: Record<string, number | string>;
  rarity: string | null;
}

/** my_listings: a listing the member's player put up in game. */
export interface MyListingRow {
  id: number;
  item: string;
  game_item: GameItem;
  rarity: string;
  starting_bid: number;
  current_bid: number;
  end_time: string;
  status: AuctionStatus;
  bids: number;
  /** When the game gave an unsold or cancelled item back. */
  returned_at: string | null;
}
