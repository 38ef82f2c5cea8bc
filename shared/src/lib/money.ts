// Money lives with the Edge Functions, which deploy only what is under supabase/functions (the
// chat notice writes amounts as the site does); the site takes it from there (docs/decisions.md,
// "One source for the functions' rules"), written in the page's language.
import { formatMoney as formatMoneyIn } from '../../../supabase/functions/_shared/money.ts';
import { currentLocale } from '../i18n/messages';

export * from '../../../supabase/functions/_shared/money.ts';

/** "12g 5s 3c" with gold grouped as the page's language writes numbers. */
export const formatMoney = (totalCopper: number): string =>
  formatMoneyIn(totalCopper, currentLocale());
