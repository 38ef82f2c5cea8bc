import { supabase, unwrap, type MyListingRow } from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../lib/i18n';

const myListingsKey = (userId: string) => ['my-listings', userId] as const;

/** What the member's player put up for auction in game, newest first. */
export function useMyListings(userId: string) {
  return useQuery({
    queryKey: myListingsKey(userId),
    queryFn: async (): Promise<MyListingRow[]> => unwrap(await supabase.rpc('my_listings')),
    refetchInterval: 60_000,
  });
}

/** The seller cancels a listing before its first bid; the item goes back in game. */
export function useCancelMyListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listingId: number) =>
      unwrap(await supabase.rpc('cancel_my_listing', { p_listing_id: listingId })),
    meta: {
      success: t('listings.cancelled'),
      failure: t('listings.cancelFailed'),
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsKey(userId) }),
  });
}
