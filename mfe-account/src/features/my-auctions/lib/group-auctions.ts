import type { AuctionStanding, MyAuctionRow } from '@norsecraft/shared';

export interface AuctionGroup {
  standing: AuctionStanding;
  title: string;
  empty: string;
  rows: MyAuctionRow[];
}

const GROUPS: readonly Omit<AuctionGroup, 'rows'>[] = [
  { standing: 'leading', title: 'Leading', empty: 'You lead no running auction.' },
  { standing: 'outbid', title: 'Outbid', empty: 'Nobody has outbid you on a running auction.' },
  { standing: 'won', title: 'Won', empty: 'You have not won an auction yet.' },
];

/** The member's auctions in the page's three groups, each in the order the database gave. */
export function groupAuctions(rows: readonly MyAuctionRow[]): AuctionGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    rows: rows.filter((row) => row.standing === group.standing),
  }));
}
