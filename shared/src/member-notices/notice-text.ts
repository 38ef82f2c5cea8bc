import { t } from '../i18n/shared-messages';
import { formatMoney } from '../lib/money';
import type { MemberNotice } from '../types/database';

/**
 * What a member reads for an auction notice (docs/product/account.md#my-auctions), in the page's
 * language.
 */
export function noticeText(notice: Pick<MemberNotice, 'kind' | 'item' | 'amount'>): string {
  const values = { item: notice.item, amount: formatMoney(notice.amount) };
  switch (notice.kind) {
    case 'won':
      return t('memberNotice.won', values);
    case 'sold':
      return t('memberNotice.sold', values);
    case 'unsold':
      return t('memberNotice.unsold', values);
    default:
      return t('memberNotice.outbid', values);
  }
}
