/*
 * Rules and messages of the database (supabase/migrations) that the site shows or checks before
 * a request: one copy here, used by the pages and by the database tests that prove the SQL says
 * the same (supabase/local/test/db).
 */

import { NAME_ERRORS } from './player-names';

/**
 * The days every date and timestamp column holds (migration 20261127010000; the game bridge
 * checks the same): 2000-01-01 to 2099-12-31, UTC.
 */
export const DATE_BOUNDS = { firstDay: '2000-01-01', lastDay: '2099-12-31' } as const;

/** The role that may do everything, roles included (staff-roles.ts has the others). */
export const ADMIN_ROLE = 'admin';

/** A guest save key: 16–128 of [A-Za-z0-9_-] (crypto.randomUUID() fits). */
export const GUEST_SAVE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Messages submit_score raises (error.message), shown as they are. */
export const SCORE_ERRORS = {
  noName: 'Please enter a name.',
  nameTooLong: 'Names can be at most 20 characters.',
  nameInvisible: NAME_ERRORS.invisible,
  nameReserved: NAME_ERRORS.reserved,
  notPositive: 'Score must be at least 1',
  impossible: 'This score is not possible in the time played',
  runUsed: 'This game was already submitted or has expired. Play again to submit.',
  noSave: 'No Elder Clicker progress to submit',
  nameTaken: 'This name belongs to another player',
  tooManyNames: 'You can use at most 5 names on the leaderboards',
  tooManyScores: 'You can submit at most 10 scores a minute. Please wait a moment.',
  nameTooBusy: 'This name has had 10 scores this hour. Please try again later.',
  tooManyGuestScores: 'Too many guest scores right now. Please try again in a minute or sign in.',
  accountGone: 'Your account no longer exists',
} as const;

/** Messages the Elder Clicker's saves raise (error.message). */
export const CLICKER_ERRORS = {
  /** A save that would lower the stored progress (migration 20261126070100): the higher wins. */
  behind: 'This game has more progress saved from another device or tab',
} as const;

/** The database's bid limits (migrations 20261123000200, 20261126020200); place_bid enforces them. */
export const BID_LIMITS = {
  /** 100,000,000 gold in copper: every bid stays an exact JavaScript number. */
  maxBid: 1_000_000_000_000,
  /** A bid raises the current bid by at most the starting bid, and never less than this (1 g). */
  minRaise: 10_000,
  /** The highest starting bid a listing may have (5,000 g): see maximumAcceptableBid. */
  maxStartingBid: 50_000_000,
  bidsPerMinute: 10,
} as const;

/** Error messages place_bid raises (error.message), shown as they are. */
export const BID_ERRORS = {
  notHigher: 'Bid must be higher than current bid',
  belowStart: 'Bid must be at least the starting bid',
  aboveMax: 'Bid can be at most 100,000,000g',
  stepTooLarge: 'Bid can raise the current bid by at most the starting bid (at least 1g)',
  tooMany: 'You can place at most 10 bids a minute. Please wait a moment.',
  signedOut: 'You must be signed in to place a bid',
  accountGone: 'Your account no longer exists',
  /** A member without a linked game account (migration 20261128010000): won items go in game. */
  notLinked: 'Link your Minecraft account in Settings to bid: won items are handed over in game',
  notFound: 'Auction listing not found',
  ended: 'This auction has ended',
  cancelled: 'This auction was cancelled',
  /** An admin bidding on a listing they created (shill bidding; migration 20261127030000). */
  ownListing: 'You cannot bid on a listing you created',
  /** The leader bidding over their own highest bid. */
  alreadyLeading: 'You already hold the highest bid',
  /** A player bidding on what they put up in game (migration 20261128020100). */
  ownPlayerListing: 'You cannot bid on your own listing',
} as const;

/**
 * place_bid's refusal of a bid the wallet does not cover (migration 20261128020100): the amount
 * missing, in the site's money.
 */
export const notCoveredMessage = (missing: string) => `You need ${missing} more to bid this`;
