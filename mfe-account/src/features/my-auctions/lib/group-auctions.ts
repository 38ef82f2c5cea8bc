import type { AuctionStanding, MyAuctionRow } from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

export interface AuctionGroup {
  standing: AuctionStanding;
  title: string;
  empty: string;
  rows: MyAuctionRow[];
}

const STANDINGS: readonly AuctionStanding[] = ['leading', 'outbid', 'won'];

/** The member's auctions in the page's three groups, each in the order the database gave. */
export function groupAuctions(rows: readonly MyAuctionRow[]): AuctionGroup[] {
  return STANDINGS.map((standing) => ({
    standing,
    title: t(`auctions.${standing}`),
    empty: t(`auctions.${standing}Empty`),
    rows: rows.filter((row) => row.standing === standing),
  }));
}
