// place_bid answers the bids it refuses without queueing for the listing's row lock (migration
// 20261128130000_bids_refused_before_the_lock.sql): under load most bids are too low, not covered
// or over the rate limit, and each used to wait behind every bid on the listing. Only PostgreSQL
// lets one transaction hold a row lock while another runs (PGlite runs one transaction at a
// time), so this file runs only with DATABASE_URL:
//   DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/postgres \
//     pnpm exec jest supabase/local/test/db/bids-before-the-lock.test.ts --selectProjects integration
import type { TestUser } from '../helpers';
import { createTestUser, withDb } from '../helpers';
import { createBidder, createListing, ledgerProblems, linkGameAccount } from './fixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);
const GOLD = 10_000;

const bid = (user: TestUser, listingId: number, amount: number) =>
  user.client.rpc('place_bid', { p_listing_id: listingId, p_amount: amount });

(onPostgres ? describe : describe.skip)('bids refused before the listing’s lock', () => {
  it('answers a bid too low, not covered or over the rate limit while another bid holds the listing; a good bid waits its turn', async () => {
    const listing = await createListing({
      starting_bid: GOLD,
      current_bid: 3 * GOLD,
      repeats: false,
    });
    const [rich, limited] = await Promise.all([createBidder(), createBidder()]);
    const poor = await createTestUser();
    await linkGameAccount(poor, undefined, undefined, GOLD);
    // The limited member has placed their ten bids of the minute (elsewhere).
    await withDb((db) =>
      db.query(
        `insert into private.rate_limit_events (bucket) select 'bid:' || $1 from generate_series(1, 10)`,
        [limited.user.id],
      ),
    );

    await withDb(async (db) => {
      await db.query('begin');
      // Another bid in progress: it holds the listing's row until it commits.
      await db.query('select id from public.auction_listings where id = $1 for update', [
        listing.id,
      ]);
      let goodBidAnswered = false;
      const goodBid = bid(rich, listing.id, 3 * GOLD + 1).then((answer) => {
        goodBidAnswered = true;
        return answer;
      });

      const [tooLow, notCovered, overLimit] = await Promise.all([
        bid(rich, listing.id, 3 * GOLD),
        bid(poor, listing.id, 3 * GOLD + 1),
        bid(limited, listing.id, 3 * GOLD + 1),
      ]);
      expect(tooLow.error?.message).toBe('Bid must be higher than current bid');
      expect(notCovered.error?.message).toBe('You need 2g 1c more to bid this');
      expect(overLimit.error?.message).toBe(
        'You can place at most 10 bids a minute. Please wait a moment.',
      );
      expect(goodBidAnswered).toBe(false);

      await db.query('commit');
      expect((await goodBid).error).toBeNull();
    });
    expect(await ledgerProblems()).toEqual([]);
  });
});
