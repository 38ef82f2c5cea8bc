import {
  BID_LIMITS,
  coinsToCopper,
  copperToCoins,
  type AdminListingRow,
  type AuctionStatus,
  type TagTone,
} from '@norsecraft/shared';
import { t } from '../i18n';

/** How long a listing may run, in minutes (admin_create_listing checks the same). */
export const LISTING_DURATIONS = [10, 30, 60, 360, 720, 1440, 2880, 4320, 10080] as const;

/** A duration in words ('1 hour'). */
export const durationLabel = (minutes: (typeof LISTING_DURATIONS)[number]): string =>
  t(`d.${minutes}`);
/** An end time the admin picks: 10 minutes to 30 days ahead (the database's words). */
export const END_TIME_RANGE = { minMs: 10 * 60_000, maxMs: 30 * 86_400_000 };
export const endTimeRefused = (): string => t('v.endRange');
export const SELLER_MAX_LENGTH = 32;

/** How the listing ends: after a duration (minutes), at a set time, or (editing) as it does. */
export type EndChoice = number | 'at' | 'keep';

export interface ListingFormValues {
  itemId: number | null;
  seller: string;
  gold: string;
  silver: string;
  copper: string;
  ends: EndChoice;
  /** The set time, as a datetime-local field holds it (the admin's own time zone). */
  endsAt: string;
}

export function emptyListingForm(): ListingFormValues {
  return { itemId: null, seller: '', gold: '', silver: '', copper: '', ends: 1440, endsAt: '' };
}

/** 'YYYY-MM-DDTHH:MM' in the browser's time zone, as a datetime-local field shows `iso`. */
export function localInputOf(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A listing's form for editing: its item, seller, starting bid, and its end kept. */
export function listingFormOf(listing: AdminListingRow): ListingFormValues {
  const { gold, silver, copper } = copperToCoins(listing.starting_bid);
  return {
    itemId: listing.item_id,
    seller: listing.seller,
    gold: gold ? String(gold) : '',
    silver: silver ? String(silver) : '',
    copper: copper ? String(copper) : '',
    ends: 'keep',
    endsAt: localInputOf(listing.end_time),
  };
}

/** What the database is sent about the end; null keeps it (editing). */
export type ListingEnd = { durationMinutes: number } | { endsAt: string } | null;

/** The end the form says, or null to keep it; undefined when the set time cannot be read. */
export function listingEndOf(values: ListingFormValues): ListingEnd | undefined {
  if (values.ends === 'keep') return null;
  if (values.ends !== 'at') return { durationMinutes: values.ends };
  const at = new Date(values.endsAt);
  return values.endsAt && !Number.isNaN(at.getTime()) ? { endsAt: at.toISOString() } : undefined;
}

/** A coin field: empty is 0; anything else must be a whole number. */
function coins(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The starting bid in copper, or null when a field is not a whole number (or over 99). */
export function startingBidOf(values: ListingFormValues): number | null {
  const gold = coins(values.gold);
  const silver = coins(values.silver);
  const copper = coins(values.copper);
  if (gold === null || silver === null || copper === null || silver > 99 || copper > 99)
    return null;
  return coinsToCopper({ gold, silver, copper });
}

/**
 * The first thing wrong with the form, in the form's order (and the database's words), or null.
 * `now`: when it is checked, for a set end time.
 */
export function validateListingForm(values: ListingFormValues, now: number): string | null {
  if (values.itemId === null) return t('v.item');
  const seller = values.seller.trim();
  if (!seller || seller.length > SELLER_MAX_LENGTH) return t('v.seller');
  if (seller.includes('@')) return t('v.sellerEmail');
  const bid = startingBidOf(values);
  if (bid === null) return t('v.coins');
  if (bid < 1 || bid > BID_LIMITS.maxStartingBid) return t('v.bid');
  const end = listingEndOf(values);
  if (end === undefined) return t('v.endAt');
  if (end && 'durationMinutes' in end) {
    if (!(LISTING_DURATIONS as readonly number[]).includes(end.durationMinutes))
      return t('v.duration');
  } else if (end) {
    const ahead = Date.parse(end.endsAt) - now;
    if (ahead < END_TIME_RANGE.minMs || ahead > END_TIME_RANGE.maxMs) return endTimeRefused();
  }
  return null;
}

/** Each state's colour (what the back office calls it: the catalog's `status.<state>`). */
export const LISTING_STATUS_TONE: Record<AuctionStatus, TagTone> = {
  live: 'success',
  sold: 'primary',
  unsold: 'neutral',
  cancelled: 'danger',
};
