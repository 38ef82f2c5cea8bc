import { supabase, unwrap } from '@norsecraft/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionListing } from '../lib/types';
import { t } from '../../../lib/i18n';
import { listingsKey } from './get-listings';

/** The seller cancels their own listing before its first bid; the item goes back in game. */
async function cancelListing(listingId: number): Promise<void> {
  unwrap(await supabase.rpc('cancel_my_listing', { p_listing_id: listingId }));
}

export function useCancelListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: AuctionListing) => cancelListing(listing.id),
    onSuccess: (_done, listing) => {
      queryClient.setQueryData<AuctionListing[]>(
        listingsKey,
        (shown) => shown && shown.filter((item) => item.id !== listing.id),
      );
    },
    meta: {
      success: t('cancel.done'),
      failure: t('cancel.failed'),
    },
  });
}
