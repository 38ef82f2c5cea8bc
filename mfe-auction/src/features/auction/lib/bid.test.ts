import { BID_ERRORS, formatMoney } from '@norsecraft/shared';
import {
  BID_BELOW_START,
  BID_TOO_LOW,
  bidAmount,
  maximumBid,
  minimumBid,
  parseCoinInput,
  parseCoinInputs,
  validateBid,
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

describe('maximumBid', () => {
  it.each([
    [0, '1g'],
    [1_000, '2g'],
    [48_000, '49g'],
    [200_000_000_000, '100,000,000g'],
    [1_000_000_000_000, '100,000,000g'],
  ])('over %i is 10 × it + 1 gold, at most 100,000,000g: %s', (current, label) => {
    expect(formatMoney(maximumBid(current))).toBe(label);
  });
});

describe('parseCoinInput', () => {
  it.each([
    ['12', undefined, 12],
    ['', undefined, 0],
    ['abc', undefined, 0],
    ['-5', undefined, 0],
    ['7.9', undefined, 7],
    [' 3 ', undefined, 3],
    ['150', 99, 99],
    ['99', 99, 99],
    ['1500', undefined, 1500],
  ])('%j (max %s) → %i', (raw, max, expected) => {
    expect(parseCoinInput(raw, max)).toBe(expected);
  });
});

describe('bidAmount', () => {
  it('is gold × 10,000 + silver × 100 + copper', () => {
    expect(bidAmount({ gold: '4', silver: '80', copper: '1' })).toBe(48_001);
  });

  it('clamps silver and copper to 99 but not gold', () => {
    expect(parseCoinInputs({ gold: '250', silver: '500', copper: '100' })).toEqual({
      gold: 250,
      silver: 99,
      copper: 99,
    });
    expect(bidAmount({ gold: '250', silver: '500', copper: '100' })).toBe(2_509_999);
  });

  it('treats non-numeric fields as 0', () => {
    expect(bidAmount({ gold: 'x', silver: '', copper: '5' })).toBe(5);
  });
});

describe('validateBid', () => {
  it('uses the exact messages place_bid raises', () => {
    expect(BID_TOO_LOW).toBe(BID_ERRORS.notHigher);
    expect(BID_BELOW_START).toBe(BID_ERRORS.belowStart);
  });

  const listing = { startingBid: 48_000, currentBid: 50_000 };

  it('refuses a bid equal to or below the current bid', () => {
    expect(validateBid(50_000, listing)).toBe(BID_TOO_LOW);
    expect(validateBid(10, listing)).toBe(BID_TOO_LOW);
  });

  it('accepts the minimum bid', () => {
    expect(validateBid(minimumBid(50_000), listing)).toBeNull();
  });

  it('checks the current bid before the starting bid', () => {
    // A listing whose current bid sits below its start (no bids recorded as 0).
    const fresh = { startingBid: 48_000, currentBid: 0 };
    expect(validateBid(0, fresh)).toBe(BID_TOO_LOW);
    expect(validateBid(47_999, fresh)).toBe(BID_BELOW_START);
    expect(validateBid(48_000, fresh)).toBeNull();
  });

  it('refuses what the database refuses, with its messages', () => {
    expect(validateBid(maximumBid(50_000), listing)).toBeNull();
    expect(validateBid(maximumBid(50_000) + 1, listing)).toBe(
      'Bid can be at most 10 times the current bid plus 1g',
    );
    // 9223372036854775807 copper, as typed into Gold: not even an exact JavaScript number.
    expect(
      validateBid(bidAmount({ gold: '922337203685477', silver: '58', copper: '7' }), listing),
    ).toBe('Bid can be at most 100,000,000g');
  });
});
