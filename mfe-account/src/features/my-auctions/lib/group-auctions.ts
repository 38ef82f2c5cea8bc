import type { AuctionStanding, MyAuctionRow } from '@norsecraft/shared';
import { t } from '../i18n';

export interface AuctionGroup {
  standing: AuctionStanding;
  title: string;
  empty: string;
  rows: MyAuctionRow[];
}

// Functions: the words are read in the language of the page being rendered.
const groups = (): readonly Omit<AuctionGroup, 'rows'>[] => [
  { standing: 'leading', title: t('group.leading'), empty: t('group.leadingEmpty') },
  { standing: 'outbid', title: t('group.outbid'), empty: t('group.outbidEmpty') },
  { standing: 'won', title: t('group.won'), empty: t('group.wonEmpty') },
];

/** The member's auctions in the page's three groups, each in the order the database gave. */
export function groupAuctions(rows: readonly MyAuctionRow[]): AuctionGroup[] {
  return groups().map((group) => ({
    ...group,
    rows: rows.filter((row) => row.standing === group.standing),
  }));
}
