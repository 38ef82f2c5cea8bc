import { BID_ERRORS, formatMoney, maximumAcceptableBid } from '@norsecraft/shared';
import {
  bidEmpty,
  bidNegative,
  bidNotWhole,
  bidZero,
  coinInputsFor,
  minimumAcceptableBid,
  minimumBid,
  normaliseCoinInputs,
  readBidInputs,
  validateBid,
  coverProblem,
} from './bid';

describe('minimumBid', () => {
  it.each([
    [0, '1c'],
    [99, '1s'],
    [9_999, '1g'],
    [48_000, '4g 80s 1c'],
    [400_000, '40g 1c'],
  ])('one copper over %i shows as %s', (current, label) => {
    expect(formatMoney(minimumBid(current))).toBe(label);
  });
});

describe('minimumAcceptableBid', () => {
  it('is one copper over the current bid, or the starting bid when that is higher', () => {
    expect(minimumAcceptableBid({ currentBid: 50_000, startingBid: 48_000 })).toBe(50_001);
    expect(minimumAcceptableBid({ currentBid: 0, startingBid: 48_000 })).toBe(48_000);
  });

  it('prefills the three fields', () => {
    expect(coinInputsFor(50_001)).toEqual({ gold: '5', silver: '0', copper: '1' });
  });
});

describe('readBidInputs', () => {
  it('is gold × 10,000 + silver × 100 + copper', () => {
    expect(readBidInputs({ gold: '4', silver: '80', copper: '1' })).toEqual({
      amount: 48_001,
      error: null,
    });
  });

  it('reads what the field shows: 150 silver is 1g 50s, never cut to 99s', () => {
    const read = readBidInputs({ gold: '', silver: '150', copper: '' });
    expect(read.amount).toBe(15_000);
    expect(formatMoney(read.amount ?? 0)).toBe('1g 50s');
  });

  it('says what is wrong with the input itself', () => {
    expect(readBidInputs({ gold: '', silver: '', copper: '' }).error).toBe(bidEmpty());
    expect(readBidInputs({ gold: ' ', silver: '', copper: '' }).error).toBe(bidEmpty());
    expect(readBidInputs({ gold: '0', silver: '0', copper: '0' }).error).toBe(bidZero());
    expect(readBidInputs({ gold: '-5', silver: '', copper: '' }).error).toBe(bidNegative());
    expect(readBidInputs({ gold: '1', silver: '', copper: '-1' }).error).toBe(bidNegative());
    expect(readBidInputs({ gold: '1.5', silver: '', copper: '' }).error).toBe(bidNotWhole());
  });

  it('counts an empty or non-numeric field next to a filled one as 0', () => {
    expect(readBidInputs({ gold: 'x', silver: '', copper: '5' }).amount).toBe(5);
    expect(readBidInputs({ gold: 'x', silver: '', copper: '' }).error).toBe(bidZero());
  });
});

describe('normaliseCoinInputs', () => {
  it('carries 100 silver or copper into the next coin', () => {
    expect(normaliseCoinInputs({ gold: '', silver: '150', copper: '250' })).toEqual({
      gold: '1',
      silver: '52',
      copper: '50',
    });
  });

  it('leaves fields without a carry, and input it cannot read, as typed', () => {
    const cleared = { gold: '', silver: '', copper: '5' };
    expect(normaliseCoinInputs(cleared)).toBe(cleared);
    const typed = { gold: '-1', silver: '150', copper: '' };
    expect(normaliseCoinInputs(typed)).toBe(typed);
  });
});

describe('validateBid', () => {
  const listing = { startingBid: 48_000, currentBid: 50_000 };

  it('refuses a bid equal to or below the current bid', () => {
    expect(validateBid(50_000, listing)).toBe(BID_ERRORS.notHigher);
    expect(validateBid(10, listing)).toBe(BID_ERRORS.notHigher);
  });

  it('accepts the minimum bid', () => {
    expect(validateBid(minimumBid(50_000), listing)).toBeNull();
  });

  it('checks the current bid before the starting bid', () => {
    // A listing whose current bid sits below its start (no bids recorded as 0).
    const fresh = { startingBid: 48_000, currentBid: 0 };
    expect(validateBid(0, fresh)).toBe(BID_ERRORS.notHigher);
    expect(validateBid(47_999, fresh)).toBe(BID_ERRORS.belowStart);
    expect(validateBid(48_000, fresh)).toBeNull();
  });

  it('refuses what the database refuses, with its messages', () => {
    expect(validateBid(98_000, listing)).toBeNull();
    expect(validateBid(98_001, listing)).toBe(
      'Bid can raise the current bid by at most the starting bid (at least 1g)',
    );
    // 9223372036854775807 copper, as typed into Gold: not even an exact JavaScript number.
    const huge = readBidInputs({ gold: '922337203685477', silver: '58', copper: '7' });
    expect(huge.amount).not.toBeNull();
    expect(validateBid(huge.amount ?? 0, listing)).toBe('Bid can be at most 100,000,000g');
  });

  it('raises from the starting bid on a listing without bids', () => {
    const fresh = { startingBid: 48_000, currentBid: 0 };
    expect(validateBid(maximumAcceptableBid(fresh), fresh)).toBeNull();
    expect(validateBid(96_001, fresh)).toBe(BID_ERRORS.stepTooLarge);
  });
});

describe('coverProblem', () => {
  it('names the money missing as place_bid does, and nothing when the wallet covers the bid', () => {
    expect(coverProblem(30_000, 9_500)).toBe('You need 2g 5s more to bid this');
    expect(coverProblem(10, 9)).toBe('You need 1c more to bid this');
    expect(coverProblem(9_500, 9_500)).toBeNull();
  });
});
