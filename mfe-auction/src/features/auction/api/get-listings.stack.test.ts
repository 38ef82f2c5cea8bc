import { getListings } from './get-listings';

it('reads the live listings with money as numbers and no image column', async () => {
  const listings = await getListings();
  expect(listings.length).toBeGreaterThan(0);
  for (const listing of listings) {
    expect(Number.isSafeInteger(listing.currentBid)).toBe(true);
    expect(listing.currentBid).toBeGreaterThanOrEqual(listing.startingBid);
    // The view restarts an ended listing: every end is still ahead.
    expect(Date.parse(listing.endTime)).toBeGreaterThan(Date.now() - 60_000);
  }
  expect(Object.keys(listings[0]!).sort()).toEqual(
    [
      'currentBid',
      'description',
      'endTime',
      'highestBidder',
      'id',
      'item',
      'rarity',
      'seller',
      'startingBid',
    ].sort(),
  );
});
