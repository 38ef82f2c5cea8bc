import { formatMoney } from '../lib/money';
import type { MemberNotice } from '../types/database';

/** What a member reads for an auction notice (docs/product/account.md#my-auctions). */
export function noticeText(notice: Pick<MemberNotice, 'kind' | 'item' | 'amount'>): string {
  switch (notice.kind) {
    case 'won':
      return `You won ${notice.item} for ${formatMoney(notice.amount)}!`;
    case 'sold':
      return `You sold ${notice.item}: ${formatMoney(notice.amount)} is in your wallet (after the house fee).`;
    case 'unsold':
      return `${notice.item} did not sell: it goes back to you in game.`;
    default:
      return `You were outbid on ${notice.item}: the bid is now ${formatMoney(notice.amount)}.`;
  }
}
