import { notify } from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import {
  cancelListing,
  createListing,
  getAdminListings,
  getListingBids,
  searchListableItems,
  updateListing,
  type AdminListingsQuery,
  type NewListing,
} from './admin-listings';
import { t } from '../i18n';

/** One page of the listings; the page shown stays while the next search, filter or page loads. */
export const useAdminListings = (query: AdminListingsQuery) =>
  useQuery({
    queryKey: [...adminKeys.listings, 'page', query] as const,
    queryFn: ({ signal }) => getAdminListings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListingBids = (listingId: number, page: number) =>
  useQuery({
    queryKey: [...adminKeys.listings, 'bids', listingId, page] as const,
    queryFn: () => getListingBids(listingId, page),
    placeholderData: keepPreviousData,
  });

export const useListableItems = (search: string) =>
  useQuery({
    queryKey: [...adminKeys.items, 'listable', search] as const,
    queryFn: () => searchListableItems(search),
    placeholderData: keepPreviousData,
  });

/** After a listing is created, edited or cancelled: the list, the counts, the log, the auction house. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.listings }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      queryClient.invalidateQueries({ queryKey: ['auction-listings'] }),
    ]);
}

/** The form shows a failure beside its fields. */
export function useCreateListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (listing: NewListing) => createListing(listing),
    onSuccess: (listing) => notify(t('created', { item: listing.item })),
    onSettled: invalidate,
  });
}

/** The form shows a failure (a bid came in meanwhile) beside its fields. */
export function useUpdateListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ listingId, listing }: { listingId: number; listing: NewListing }) =>
      updateListing(listingId, listing),
    onSuccess: (listing) => notify(t('savedNotice', { item: listing.item })),
    onSettled: invalidate,
  });
}

/** A refusal (a bid came in meanwhile) is told in a notice: the dialog has closed by then. */
export function useCancelListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (listingId: number) => cancelListing(listingId),
    onSuccess: (listing) => notify(t('cancelled', { item: listing.item })),
    meta: { failure: t('cancelFailed') },
    onSettled: invalidate,
  });
}
