import { BID_LIMITS, coinsToCopper, type AuctionStatus, type TagTone } from '@norsecraft/shared';

/** The durations a listing may run (admin_create_listing checks the same hours). */
export const LISTING_DURATIONS: readonly { hours: number; label: string }[] = [
  { hours: 1, label: '1 hour' },
  { hours: 6, label: '6 hours' },
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: 48, label: '2 days' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
];
export const SELLER_MAX_LENGTH = 32;

export interface ListingFormValues {
  itemId: number | null;
  seller: string;
  gold: string;
  silver: string;
  copper: string;
  durationHours: number;
}

export function emptyListingForm(): ListingFormValues {
  return { itemId: null, seller: '', gold: '', silver: '', copper: '', durationHours: 24 };
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

/** The first thing wrong with the form, in the form's order (and the database's words), or null. */
export function validateListingForm(values: ListingFormValues): string | null {
  if (values.itemId === null) return 'Please choose an item.';
  const seller = values.seller.trim();
  if (!seller || seller.length > SELLER_MAX_LENGTH) return 'Seller must be 1 to 32 characters';
  if (seller.includes('@')) return 'Seller must be a name, not an e-mail address';
  const bid = startingBidOf(values);
  if (bid === null)
    return 'Gold, silver and copper are whole numbers; silver and copper at most 99.';
  if (bid < 1 || bid > BID_LIMITS.maxStartingBid)
    return 'Starting bid must be between 1c and 5,000g';
  if (!LISTING_DURATIONS.some((d) => d.hours === values.durationHours))
    return 'Duration must be 1, 6 or 12 hours, or 1, 2, 3 or 7 days';
  return null;
}

/** What the back office calls each state, and its colour. */
export const LISTING_STATUS: Record<AuctionStatus, { label: string; tone: TagTone }> = {
  live: { label: 'Live', tone: 'success' },
  sold: { label: 'Sold', tone: 'primary' },
  unsold: { label: 'Unsold', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};
