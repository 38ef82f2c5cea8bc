import { loadSupabase, settleEndedAuctions, supabase } from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import {
  applyChange,
  applyListing,
  isShown,
  listingAt,
  listingItemChanged,
  mergeFetched,
  nextEnd,
} from '../lib/listing-changes';
import type { AuctionListing } from '../lib/types';
import { getListings, listingsKey } from './get-listings';
import { useRecordOwnBid } from './use-my-bids';
import { notifyBid, placeBid } from './place-bid';
import { subscribeListings } from './subscribe-listings';
import { useRefreshWallet } from './use-wallet';

/** Only while the realtime socket is not live (cannot connect, dropped): poll this often. */
export const POLL_INTERVAL_MS = 3000;

/** setTimeout's longest delay; a later end is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The listings as they stand now: round ones restarted, others ended, day-old ones gone. */
const asOfNow = (listings: AuctionListing[]) => {
  const now = Date.now();
  return listings.map((listing) => listingAt(listing, now)).filter((l) => isShown(l, now));
};

/**
 * The listings as the database has them now. Loads supabase-js first: the routes' prefetch may
 * run before the shell has.
 */
export async function fetchListings(): Promise<AuctionListing[]> {
  await loadSupabase();
  return asOfNow(await getListings());
}

/** Changes the cached listings (nothing before the first load). */
function useUpdateListings() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (listings: AuctionListing[]) => AuctionListing[]) =>
      queryClient.setQueryData<AuctionListing[]>(listingsKey, (shown) => shown && update(shown)),
    [queryClient],
  );
}

/**
 * The listings, kept live in the query cache: changes arrive over Realtime and are written into
 * it, each (re)subscription refetches what may have been missed, and the query polls only while
 * the socket is down. Every copy of a listing — fetched, pushed, or returned by our own bid —
 * goes through the same merge, so an older copy arriving late never brings back an old bid.
 */
export function useListings() {
  const queryClient = useQueryClient();
  const updateListings = useUpdateListings();
  const [live, setLive] = useState(false);

  const listings = useQuery({
    queryKey: listingsKey,
    // Merged when the answer arrives: a change pushed after the database answered stays.
    queryFn: async () => {
      const fetched = await fetchListings();
      const shown = queryClient.getQueryData<AuctionListing[]>(listingsKey);
      return shown ? mergeFetched(shown, fetched) : fetched;
    },
    refetchInterval: live ? false : POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

  useEffect(
    () =>
      subscribeListings(supabase, {
        onChange: (change) => {
          const shown = queryClient.getQueryData<AuctionListing[]>(listingsKey) ?? [];
          updateListings((listings) => applyChange(listings, change, Date.now()));
          // A new listing's (or a changed item's) art comes with its category, from a fetch.
          if (listingItemChanged(shown, change)) {
            void queryClient.invalidateQueries({ queryKey: listingsKey });
          }
        },
        onStatus: (status) => {
          setLive(status === 'live');
          // Realtime does not replay what happened before the (re)join: fetch it.
          if (status === 'live') void queryClient.invalidateQueries({ queryKey: listingsKey });
        },
      }),
    [queryClient, updateListings],
  );

  // A listing restarts or ends the moment its end passes, on every open page at once.
  const { data } = listings;
  useEffect(() => {
    const end = data && nextEnd(data);
    if (end === null || end === undefined) return;
    const delay = Math.min(Math.max(0, end - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => updateListings(asOfNow), delay);
    return () => clearTimeout(timer);
  }, [data, updateListings]);

  // Each listing seen ended (by its end passing here, a push or a fetch) asks the server once to
  // settle it: its winner gets the notice and the e-mail.
  const seenEnded = useRef(new Set<number>());
  useEffect(() => {
    const ended = (data ?? []).filter((listing) => !listing.repeats && listing.status !== 'live');
    const fresh = ended.filter((listing) => !seenEnded.current.has(listing.id));
    if (fresh.length === 0) return;
    for (const listing of fresh) seenEnded.current.add(listing.id);
    settleEndedAuctions();
  }, [data]);

  return listings;
}

/** How long the success notice shows (docs/product/auction.md#bidding). */
export const BID_PLACED = { ms: 3000 };

/**
 * Places a bid. The listing the database returns is put in place at once (the same merge as a
 * pushed change), and the bid among the member's own, so the card says "You're leading" at once;
 * the chat notification follows and never fails the bid.
 */
export function usePlaceBid(userId: string | null) {
  const updateListings = useUpdateListings();
  const recordBid = useRecordOwnBid(userId);
  const refreshWallet = useRefreshWallet();
  return useMutation({
    mutationFn: ({ listingId, amount }: { listingId: number; amount: number }) =>
      placeBid(listingId, amount),
    onSuccess: ({ listing, logId }) => {
      updateListings((shown) => applyListing(shown, listing));
      recordBid(listing);
      notifyBid(logId);
    },
    // Either way the wallet moved or may have (a hold, a refusal after another bid's release).
    onSettled: () => refreshWallet(),
    meta: { success: { text: t('bid.placed'), ms: BID_PLACED.ms } },
  });
}
