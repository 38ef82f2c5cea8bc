import { BID_ERRORS } from '@norsecraft/shared';
import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { createListing } from '../../../../../supabase/local/test/db/fixtures';
import { placeBid } from './place-bid';

afterEach(signOut);

it('places a bid and returns the listing as it now stands, with its log entry', async () => {
  const listing = await createListing({ starting_bid: 1_000 });
  await signInAs('member');
  const placed = await placeBid(listing.id, 1_001);
  expect(placed.listing).toMatchObject({ id: listing.id, currentBid: 1_001, startingBid: 1_000 });
  expect(placed.listing.highestBidder).toEqual(expect.any(String));
  expect(placed.logId).toEqual(expect.any(Number));
});

it("rejects a bid that is not higher with the database's message", async () => {
  const listing = await createListing({ starting_bid: 1_000 });
  await signInAs('member');
  await expect(placeBid(listing.id, 1_000)).rejects.toThrow(BID_ERRORS.notHigher);
});

it('refuses a visitor', async () => {
  const listing = await createListing();
  await expect(placeBid(listing.id, 5_000)).rejects.toMatchObject({ name: 'DataError' });
});
