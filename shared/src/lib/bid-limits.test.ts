import { maximumAcceptableBid } from './bid-limits';
import { BID_LIMITS } from './database-rules';

const ROUND_MINUTES = 150;

describe('maximumAcceptableBid', () => {
  it('is the current bid plus the starting bid', () => {
    expect(maximumAcceptableBid({ currentBid: 600_000, startingBid: 510_000 })).toBe(1_110_000);
  });

  it('raises by at least 1 gold on a cheap listing', () => {
    expect(maximumAcceptableBid({ currentBid: 1_500, startingBid: 1_000 })).toBe(11_500);
  });

  it('counts from the starting bid on a listing without bids', () => {
    expect(maximumAcceptableBid({ currentBid: 0, startingBid: 48_000 })).toBe(96_000);
  });

  it('never passes 100,000,000 gold', () => {
    const currentBid = BID_LIMITS.maxBid - 5;
    expect(maximumAcceptableBid({ currentBid, startingBid: 500_000 })).toBe(BID_LIMITS.maxBid);
  });

  it('keeps a listing biddable against one account for a whole round', () => {
    // The finding: eight ×10 bids took 51 g to the cap. Now one account bidding the most it may,
    // as often as it may (10 a minute) for the 2.5 h round, stays below the cap.
    for (const startingBid of [510_000, BID_LIMITS.maxStartingBid]) {
      let currentBid = startingBid;
      for (let bid = 0; bid < ROUND_MINUTES * BID_LIMITS.bidsPerMinute; bid += 1) {
        currentBid = maximumAcceptableBid({ currentBid, startingBid });
      }
      expect(currentBid).toBeLessThan(BID_LIMITS.maxBid);
    }
  });
});
