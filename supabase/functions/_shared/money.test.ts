import { coinsToCopper, copperToCoins, formatMoney } from './money';

describe('money', () => {
  it.each([
    [0, { gold: 0, silver: 0, copper: 0 }, '0c'],
    [1, { gold: 0, silver: 0, copper: 1 }, '1c'],
    [99, { gold: 0, silver: 0, copper: 99 }, '99c'],
    [100, { gold: 0, silver: 1, copper: 0 }, '1s'],
    [9_999, { gold: 0, silver: 99, copper: 99 }, '99s 99c'],
    [10_000, { gold: 1, silver: 0, copper: 0 }, '1g'],
    [400_000, { gold: 40, silver: 0, copper: 0 }, '40g'],
    [12_345_678, { gold: 1234, silver: 56, copper: 78 }, '1,234g 56s 78c'],
  ])('%i copper round-trips through coins', (copper, coins, label) => {
    expect(copperToCoins(copper)).toEqual(coins);
    expect(coinsToCopper(coins)).toBe(copper);
    expect(formatMoney(copper)).toBe(label);
  });

  it('treats negative and fractional amounts as whole non-negative copper', () => {
    expect(copperToCoins(-5)).toEqual({ gold: 0, silver: 0, copper: 0 });
    expect(copperToCoins(101.9)).toEqual({ gold: 0, silver: 1, copper: 1 });
  });
});
