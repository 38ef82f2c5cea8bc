import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuctionListing } from '../lib/types';
import { getListings, listingsKey } from './get-listings';

/** Other viewers' bids must show within 5 s; the local stack has no realtime, so poll. */
export const POLL_INTERVAL_MS = 3000;

/**
 * The listings, kept fresh by polling (a failed poll keeps what is shown). `applyListing` puts a
 * listing the server just returned (after our own bid) in place at once; a poll already in
 * flight is cancelled so it cannot briefly bring back the old bid.
 */
export function useListings() {
  const queryClient = useQueryClient();
  const listings = useQuery({
    queryKey: listingsKey,
    queryFn: getListings,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  const applyListing = useCallback(
    async (updated: AuctionListing) => {
      await queryClient.cancelQueries({ queryKey: listingsKey });
      queryClient.setQueryData<AuctionListing[]>(listingsKey, (previous) =>
        previous?.map((listing) => (listing.id === updated.id ? updated : listing)),
      );
    },
    [queryClient],
  );
  return { listings, applyListing };
}
