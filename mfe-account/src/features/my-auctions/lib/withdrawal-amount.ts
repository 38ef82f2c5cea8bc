import { coinsToCopper, formatMoney } from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

export interface CoinFields {
  gold: string;
  silver: string;
  copper: string;
}

export type WithdrawalAmount = { amount: number; error: null } | { amount: null; error: string };

/**
 * The amount the fields ask for, or why it cannot be withdrawn: empty fields count as 0, coins
 * are whole and not negative, and it is at most what is available (the database says the same).
 */
export function readWithdrawalAmount(fields: CoinFields, available: number): WithdrawalAmount {
  const raw = [fields.gold, fields.silver, fields.copper].map((value) => value.trim());
  const values = raw.map((value) => (value === '' ? 0 : Number(value)));
  if (values.some((value) => !Number.isFinite(value) || !Number.isInteger(value)))
    return { amount: null, error: t('withdraw.wholeCoins') };
  if (values.some((value) => value < 0)) return { amount: null, error: t('withdraw.negative') };
  const [gold = 0, silver = 0, copper = 0] = values;
  const amount = coinsToCopper({ gold, silver, copper });
  if (amount === 0) return { amount: null, error: t('withdraw.empty') };
  if (amount > available)
    return {
      amount: null,
      error: t('withdraw.tooMuch', { amount: formatMoney(available) }),
    };
  return { amount, error: null };
}
