import { getMyAuctions, myAuctionsKey, type MyAuctionRow } from '@norsecraft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myBidsOf, ownBidRow, type MyBids } from '../lib/leading';
import type { AuctionListing } from '../lib/types';

/**
 * The member's own highest bid on each running listing they bid on (my_auctions, the cache My
 * Auctions uses too): with each listing's current bid, it tells where they lead. Nothing for a
 * visitor.
 */
export function useMyBids(userId: string | null): MyBids {
  const { data } = useQuery({
    queryKey: myAuctionsKey(userId ?? ''),
    queryFn: getMyAuctions,
    enabled: userId !== null,
    select: myBidsOf,
  });
  return data ?? {};
}

/** Puts the member's accepted bid among their own at once; My Auctions reads afresh. */
export function useRecordOwnBid(userId: string | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (listing: AuctionListing) => {
      if (userId === null) return;
      const key = myAuctionsKey(userId);
      queryClient.setQueryData<MyAuctionRow[]>(
        key,
        (rows) =>
          rows && [...rows.filter((row) => row.listing_id !== listing.id), ownBidRow(listing)],
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, userId],
  );
}
