import { BID_ERRORS, BID_LIMITS, coinsToCopper, type Coins } from '@norsecraft/shared';
import type { AuctionListing } from './types';

/** Shown by the page and raised by the database's place_bid with the same wording. */
export const BID_TOO_LOW = BID_ERRORS.notHigher;
export const BID_BELOW_START = BID_ERRORS.belowStart;

/** The smallest acceptable bid: one copper over the current bid. */
export function minimumBid(currentBid: number): number {
  return currentBid + 1;
}

/** The largest acceptable bid: 10 × the current bid + 1 gold, within the absolute cap. */
export function maximumBid(currentBid: number): number {
  const step = Math.min(currentBid, BID_LIMITS.maxBid) * BID_LIMITS.stepFactor;
  return Math.min(step + BID_LIMITS.stepFloor, BID_LIMITS.maxBid);
}

/** Silver and copper inputs stop at 99: 100 of either is one of the next coin. */
export const MAX_SUB_COIN = 99;

/** A coin input's text as a whole number ≥ 0 (non-numeric → 0), capped at `max` when given. */
export function parseCoinInput(raw: string, max?: number): number {
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value < 0) return 0;
  const whole = Math.floor(value);
  return max === undefined ? whole : Math.min(whole, max);
}

export type CoinInputs = Record<keyof Coins, string>;

export const EMPTY_COIN_INPUTS: CoinInputs = { gold: '', silver: '', copper: '' };

/** The form's three fields as coins: gold uncapped, silver and copper clamped to 99. */
export function parseCoinInputs(inputs: CoinInputs): Coins {
  return {
    gold: parseCoinInput(inputs.gold),
    silver: parseCoinInput(inputs.silver, MAX_SUB_COIN),
    copper: parseCoinInput(inputs.copper, MAX_SUB_COIN),
  };
}

/** gold × 10,000 + silver × 100 + copper. */
export function bidAmount(inputs: CoinInputs): number {
  return coinsToCopper(parseCoinInputs(inputs));
}

/** The spec's checks in the spec's order, then the database's limits; null when it may be sent. */
export function validateBid(
  amount: number,
  listing: Pick<AuctionListing, 'currentBid' | 'startingBid'>,
): string | null {
  if (amount <= listing.currentBid) return BID_TOO_LOW;
  if (amount < listing.startingBid) return BID_BELOW_START;
  if (amount > BID_LIMITS.maxBid) return BID_ERRORS.aboveMax;
  // The database keeps the current bid at or above the start; a client-side listing may not.
  const base = Math.max(listing.currentBid, listing.startingBid);
  if (amount > maximumBid(base)) return BID_ERRORS.stepTooLarge;
  return null;
}
