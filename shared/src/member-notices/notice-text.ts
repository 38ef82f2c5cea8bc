import { formatMoney } from '../lib/money';
import type { MemberNotice } from '../types/database';
import { t } from '../wallet/wallet-messages';

/**
 * What a member reads for an auction notice (docs/product/account.md#my-auctions), in the page's
 * language.
 */
export function noticeText(notice: Pick<MemberNotice, 'kind' | 'item' | 'amount'>): string {
  const values = { item: notice.item, amount: formatMoney(notice.amount) };
  switch (notice.kind) {
    case 'won':
    case 'sold':
    case 'unsold':
      return t(`notice.${notice.kind}`, values);
    default:
      return t('notice.outbid', values);
  }
}
