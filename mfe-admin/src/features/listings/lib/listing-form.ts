import {
  BID_LIMITS,
  coinsToCopper,
  copperToCoins,
  type AdminListingRow,
  type AuctionStatus,
  type TagTone,
} from '@norsecraft/shared';

/** How long a listing may run, in minutes (admin_create_listing checks the same). */
export const LISTING_DURATIONS: readonly { minutes: number; label: string }[] = [
  { minutes: 10, label: '10 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 360, label: '6 hours' },
  { minutes: 720, label: '12 hours' },
  { minutes: 1440, label: '1 day' },
  { minutes: 2880, label: '2 days' },
  { minutes: 4320, label: '3 days' },
  { minutes: 10080, label: '7 days' },
];
/** An end time the admin picks: 10 minutes to 30 days ahead (the database's words). */
export const END_TIME_RANGE = { minMs: 10 * 60_000, maxMs: 30 * 86_400_000 };
export const END_TIME_REFUSED = 'The end must be 10 minutes to 30 days from now';
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
  if (values.itemId === null) return 'Please choose an item.';
  const seller = values.seller.trim();
  if (!seller || seller.length > SELLER_MAX_LENGTH) return 'Seller must be 1 to 32 characters';
  if (seller.includes('@')) return 'Seller must be a name, not an e-mail address';
  const bid = startingBidOf(values);
  if (bid === null)
    return 'Gold, silver and copper are whole numbers; silver and copper at most 99.';
  if (bid < 1 || bid > BID_LIMITS.maxStartingBid)
    return 'Starting bid must be between 1c and 5,000g';
  const end = listingEndOf(values);
  if (end === undefined) return 'Choose the date and time the listing ends.';
  if (end && 'durationMinutes' in end) {
    if (!LISTING_DURATIONS.some((d) => d.minutes === end.durationMinutes))
      return 'Duration must be 10 or 30 minutes, 1, 6 or 12 hours, or 1, 2, 3 or 7 days';
  } else if (end) {
    const ahead = Date.parse(end.endsAt) - now;
    if (ahead < END_TIME_RANGE.minMs || ahead > END_TIME_RANGE.maxMs) return END_TIME_REFUSED;
  }
  return null;
}

/** What the back office calls each state, and its colour. */
export const LISTING_STATUS: Record<AuctionStatus, { label: string; tone: TagTone }> = {
  live: { label: 'Live', tone: 'success' },
  sold: { label: 'Sold', tone: 'primary' },
  unsold: { label: 'Unsold', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};
