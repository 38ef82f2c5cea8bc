import { getListings } from './get-listings';

it('reads the live listings with money as numbers and no image column', async () => {
  const listings = await getListings();
  expect(listings.length).toBeGreaterThan(0);
  for (const listing of listings) {
    expect(Number.isSafeInteger(listing.currentBid)).toBe(true);
    expect(listing.currentBid).toBeGreaterThanOrEqual(listing.startingBid);
    const end = Date.parse(listing.endTime);
    if (listing.status === 'live') {
      // The view restarts a listing that runs in rounds: a live listing's end is still ahead.
      expect(end).toBeGreaterThan(Date.now() - 60_000);
    } else {
      // One that ran once shows as sold or unsold for a day after its end.
      expect(listing.repeats).toBe(false);
      expect(end).toBeLessThanOrEqual(Date.now());
      expect(end).toBeGreaterThan(Date.now() - 24 * 3_600_000 - 60_000);
    }
  }
  expect(Object.keys(listings[0]!).sort()).toEqual(
    [
      'currentBid',
      'description',
      'endTime',
      'gameItem',
      'highestBidder',
      'id',
      'item',
      'itemCategory',
      'itemId',
      'rarity',
      'repeats',
      'seller',
      'sellerUuid',
      'startingBid',
      'status',
    ].sort(),
  );
});
