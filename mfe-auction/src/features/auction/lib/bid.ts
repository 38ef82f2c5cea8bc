import {
  BID_ERRORS,
  BID_LIMITS,
  coinsToCopper,
  copperToCoins,
  formatMoney,
  maximumAcceptableBid,
  notCoveredMessage,
  translateSentence,
  type Coins,
} from '@norsecraft/shared';
import { t } from '../../../lib/i18n';
import type { AuctionListing } from './types';

/** Said about the input itself, before the checks against the listing. */
export const bidEmpty = (): string => t('input.empty');
export const bidZero = (): string => t('input.zero');
export const bidNegative = (): string => t('input.negative');
export const bidNotWhole = (): string => t('input.notWhole');

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
  if (amount <= available) return null;
  return translateSentence(notCoveredMessage(formatMoney(amount - available)));
}

export function validateBid(
  amount: number,
  listing: Pick<AuctionListing, 'currentBid' | 'startingBid'>,
): string | null {
  // The database's own words (place_bid raises the same), in the page's language.
  const refusal =
    amount <= listing.currentBid
      ? BID_ERRORS.notHigher
      : amount < listing.startingBid
        ? BID_ERRORS.belowStart
        : amount > BID_LIMITS.maxBid
          ? BID_ERRORS.aboveMax
          : amount > maximumAcceptableBid(listing)
            ? BID_ERRORS.stepTooLarge
            : null;
  return refusal && translateSentence(refusal);
}

/**
 * What the fields say, exactly as shown: 150 silver is 1g 50s (carried, never cut to 99); an
 * empty field next to a filled one, or a non-numeric one, counts as 0. Refuses empty,
 * negative, fractional and zero bids with a message about the input; the listing's own rules and
 * the database's limits are `validateBid`'s.
 */
export function readBidInputs(inputs: CoinInputs): ReadBid {
  const fields = [inputs.gold, inputs.silver, inputs.copper].map((raw) => raw.trim());
  if (fields.every((raw) => raw === '')) return { amount: null, error: bidEmpty() };
  const values = fields.map((raw) =>
    raw === '' || !Number.isFinite(Number(raw)) ? 0 : Number(raw),
  );
  const [gold = 0, silver = 0, copper = 0] = values;
  if (values.some((value) => value < 0)) return { amount: null, error: bidNegative() };
  if (values.some((value) => !Number.isInteger(value))) {
    return { amount: null, error: bidNotWhole() };
  }
  const amount = coinsToCopper({ gold, silver, copper });
  if (amount === 0) return { amount: null, error: bidZero() };
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
