import { readWithdrawalAmount } from './withdrawal-amount';

const fields = (gold = '', silver = '', copper = '') => ({ gold, silver, copper });

it('reads gold, silver and copper as one amount, empty fields as 0', () => {
  expect(readWithdrawalAmount(fields('2', '5'), 100_000)).toEqual({ amount: 20_500, error: null });
  expect(readWithdrawalAmount(fields('', '', '150'), 100_000)).toEqual({
    amount: 150,
    error: null,
  });
});

it('refuses nothing, parts of coins, negatives, and more than is available', () => {
  expect(readWithdrawalAmount(fields(), 100).error).toBe(
    'Enter an amount in gold, silver or copper',
  );
  expect(readWithdrawalAmount(fields('1.5'), 100_000).error).toBe('Use whole coins only');
  expect(readWithdrawalAmount(fields('x'), 100_000).error).toBe('Use whole coins only');
  expect(readWithdrawalAmount(fields('', '-1'), 100_000).error).toBe(
    'Coin amounts cannot be negative',
  );
  expect(readWithdrawalAmount(fields('1'), 9_999).error).toBe(
    'You can withdraw at most 99s 99c (what is available)',
  );
});
