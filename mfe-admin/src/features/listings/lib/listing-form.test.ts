import type { AdminListingRow } from '@norsecraft/shared';
import {
  endTimeRefused,
  emptyListingForm,
  listingEndOf,
  listingFormOf,
  localInputOf,
  startingBidOf,
  validateListingForm,
} from './listing-form';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const valid = { ...emptyListingForm(), itemId: 3, seller: 'Heimdall', gold: '4', silver: '80' };
/** `ms` after NOW as a datetime-local field holds it. */
const inputAt = (ms: number) => localInputOf(new Date(NOW + ms).toISOString());

describe('validateListingForm', () => {
  it('accepts a complete form', () => {
    expect(validateListingForm(valid, NOW)).toBeNull();
  });

  it.each([
    [{ itemId: null }, 'Please choose an item.'],
    [{ seller: '  ' }, 'Seller must be 1 to 32 characters'],
    [{ seller: 'x'.repeat(33) }, 'Seller must be 1 to 32 characters'],
    [{ seller: 'odin@asgard.net' }, 'Seller must be a name, not an e-mail address'],
    [{ gold: '1.5' }, 'Gold, silver and copper are whole numbers; silver and copper at most 99.'],
    [{ silver: '100' }, 'Gold, silver and copper are whole numbers; silver and copper at most 99.'],
    [{ gold: '', silver: '', copper: '' }, 'Starting bid must be between 1c and 5,000g'],
    [{ gold: '5000', silver: '', copper: '1' }, 'Starting bid must be between 1c and 5,000g'],
    [{ ends: 5 }, 'Duration must be 10 or 30 minutes, 1, 6 or 12 hours, or 1, 2, 3 or 7 days'],
    [{ ends: 'at' as const, endsAt: '' }, 'Choose the date and time the listing ends.'],
    [{ ends: 'at' as const, endsAt: inputAt(5 * 60_000) }, endTimeRefused()],
    [{ ends: 'at' as const, endsAt: inputAt(31 * 86_400_000) }, endTimeRefused()],
  ])('refuses %o with "%s"', (change, message) => {
    expect(validateListingForm({ ...valid, ...change }, NOW)).toBe(message);
  });

  it('takes a listing of 10 minutes, or one until a time 10 minutes to 30 days ahead', () => {
    expect(validateListingForm({ ...valid, ends: 10 }, NOW)).toBeNull();
    for (const ahead of [11 * 60_000, 29 * 86_400_000]) {
      expect(validateListingForm({ ...valid, ends: 'at', endsAt: inputAt(ahead) }, NOW)).toBeNull();
    }
  });
});

it('sends a duration, a set time (as an instant), or nothing to keep the end', () => {
  expect(listingEndOf({ ...valid, ends: 10 })).toEqual({ durationMinutes: 10 });
  const endsAt = inputAt(3_600_000);
  expect(listingEndOf({ ...valid, ends: 'at', endsAt })).toEqual({
    endsAt: new Date(NOW + 3_600_000).toISOString(),
  });
  expect(listingEndOf({ ...valid, ends: 'keep' })).toBeNull();
  expect(listingEndOf({ ...valid, ends: 'at', endsAt: 'soon' })).toBeUndefined();
});

it('edits a listing from its item, seller and starting bid, keeping its end', () => {
  const listing = {
    item_id: 9,
    seller: 'Frigg',
    starting_bid: 48_005,
    end_time: new Date(NOW + 86_400_000).toISOString(),
  } as AdminListingRow;
  expect(listingFormOf(listing)).toEqual({
    itemId: 9,
    seller: 'Frigg',
    gold: '4',
    silver: '80',
    copper: '5',
    ends: 'keep',
    endsAt: localInputOf(listing.end_time),
  });
});

it('startingBidOf adds the coins up in copper; empty fields are 0', () => {
  expect(startingBidOf(valid)).toBe(48_000);
  expect(startingBidOf({ ...valid, gold: '', silver: '', copper: '7' })).toBe(7);
  expect(startingBidOf({ ...valid, copper: 'x' })).toBeNull();
});
