import { formatMoney } from '../lib/money';
import type { MemberNotice } from '../types/database';

/** What a member reads for an auction notice (docs/product/account.md#my-auctions). */
export function noticeText(notice: Pick<MemberNotice, 'kind' | 'item' | 'amount'>): string {
  return notice.kind === 'won'
    ? `You won ${notice.item} for ${formatMoney(notice.amount)}!`
    : `You were outbid on ${notice.item}: the bid is now ${formatMoney(notice.amount)}.`;
}
