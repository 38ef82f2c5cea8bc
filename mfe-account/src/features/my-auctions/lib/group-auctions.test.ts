import type { MyAuctionRow } from '@norsecraft/shared';
import { groupAuctions } from './group-auctions';

const row = (listing_id: number, standing: MyAuctionRow['standing']): MyAuctionRow => ({
  listing_id,
  item: `Item ${listing_id}`,
  rarity: 'Rare',
  item_category: null,
  seller: 'Odin',
  standing,
  end_time: '2030-01-01T00:00:00Z',
  current_bid: 2_000,
  my_bid: 1_000,
  delivered_at: null,
});

it('puts each auction in its group, keeping the order, and every group even when empty', () => {
  const groups = groupAuctions([row(1, 'won'), row(2, 'leading'), row(3, 'won')]);
  expect(groups.map((g) => [g.title, g.rows.map((r) => r.listing_id)])).toEqual([
    ['Leading', [2]],
    ['Outbid', []],
    ['Won', [1, 3]],
  ]);
});
