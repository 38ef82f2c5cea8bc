import {
  BID_ERRORS,
  BID_LIMITS,
  coinsToCopper,
  copperToCoins,
  formatMoney,
  maximumAcceptableBid,
  notCoveredMessage,
  type Coins,
} from '@norsecraft/shared';
import type { AuctionListing } from './types';

/** Said about the input itself, before the checks against the listing. */
export const BID_EMPTY = 'Enter a bid in gold, silver or copper';
export const BID_ZERO = 'Bid must be more than 0';
export const BID_NEGATIVE = 'Coin amounts cannot be negative';
export const BID_NOT_WHOLE = 'Use whole coins only';

/** One copper over the current bid. */
export function minimumBid(currentBid: number): number {
  return currentBid + 1;
}

/** The smallest bid the listing accepts: over the current bid and at least the starting bid. */
export function minimumAcceptableBid(
  listing: Pick<AuctionListing, 'currentBid' | 'startingBid'>,
): number {
  return Math.max(minimumBid(listing.currentBid), listing.startingBid);
}

/** Silver and copper inputs stop at 99: 100 of either is one of the next coin. */
export const MAX_SUB_COIN = 99;

export type CoinInputs = Record<keyof Coins, string>;

/** The three fields showing `amount` copper, silver and copper each below 100. */
export function coinInputsFor(amount: number): CoinInputs {
  const { gold, silver, copper } = copperToCoins(amount);
  return { gold: String(gold), silver: String(silver), copper: String(copper) };
}

export type ReadBid = { amount: number; error: null } | { amount: null; error: string };

/** The checks in order (docs/product/auction.md#bidding); null when the bid may be sent. */
/** The bid the wallet's available money does not cover, said as place_bid says it; else null. */
export function coverProblem(amount: number, available: number): string | null {
  return amount > available ? notCoveredMessage(formatMoney(amount - available)) : null;
}

export function validateBid(
  amount: number,
  listing: Pick<AuctionListing, 'currentBid' | 'startingBid'>,
): string | null {
  // The database's own words (place_bid raises the same).
  if (amount <= listing.currentBid) return BID_ERRORS.notHigher;
  if (amount < listing.startingBid) return BID_ERRORS.belowStart;
  if (amount > BID_LIMITS.maxBid) return BID_ERRORS.aboveMax;
  if (amount > maximumAcceptableBid(listing)) return BID_ERRORS.stepTooLarge;
  return null;
}

/**
 * What the fields say, exactly as shown: 150 silver is 1g 50s (carried, never cut to 99); an
 * empty field next to a filled one, or a non-numeric one, counts as 0. Refuses empty,
 * negative, fractional and zero bids with a message about the input; the listing's own rules and
 * the database's limits are `validateBid`'s.
 */
export function readBidInputs(inputs: CoinInputs): ReadBid {
  const fields = [inputs.gold, inputs.silver, inputs.copper].map((raw) => raw.trim());
  if (fields.every((raw) => raw === '')) return { amount: null, error: BID_EMPTY };
  const values = fields.map((raw) =>
    raw === '' || !Number.isFinite(Number(raw)) ? 0 : Number(raw),
  );
  const [gold = 0, silver = 0, copper = 0] = values;
  if (values.some((value) => value < 0)) return { amount: null, error: BID_NEGATIVE };
  if (values.some((value) => !Number.isInteger(value))) {
    return { amount: null, error: BID_NOT_WHOLE };
  }
  const amount = coinsToCopper({ gold, silver, copper });
  if (amount === 0) return { amount: null, error: BID_ZERO };
  return { amount, error: null };
}

/**
 * Silver or copper over 99 carried into the next coin (150 silver → 1 gold 50 silver); fields
 * without a carry, or input that cannot be read, stay as typed.
 */
export function normaliseCoinInputs(inputs: CoinInputs): CoinInputs {
  const read = readBidInputs(inputs);
  const carries = [inputs.silver, inputs.copper].some((raw) => Number(raw) > MAX_SUB_COIN);
  return read.amount !== null && carries ? coinInputsFor(read.amount) : inputs;
}
