import { supabase } from '@norsecraft/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchListings } from '../api/listings';
import { subscribeListings } from '../api/subscribe-listings';
import {
  applyChange,
  applyListing as applyListingTo,
  mergeFetched,
  nextEnd,
  restartIfEnded,
} from './listing-changes';
import type { AuctionListing } from './types';

/** Only while the realtime socket is not live (cannot connect, dropped): poll this often. */
export const POLL_INTERVAL_MS = 3000;

export type ListingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; listings: AuctionListing[] };

/** setTimeout's longest delay; a later end is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const restartEnded = (listings: AuctionListing[]) =>
  listings.map((listing) => restartIfEnded(listing, Date.now()));

/**
 * Loads the listings and keeps them live: changes arrive over Realtime, a (re)subscription
 * refetches what may have been missed, and polling takes over only while the socket is down.
 * Every copy of a listing — fetched, pushed, or returned by our own bid — goes through the same
 * merge, so an older copy arriving late never brings back an old bid.
 */
export function useListings() {
  const [state, setState] = useState<ListingsState>({ status: 'loading' });
  const [live, setLive] = useState(false);

  const updateListings = useCallback((update: (listings: AuctionListing[]) => AuctionListing[]) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', listings: update(previous.listings) }
        : previous,
    );
  }, []);

  const load = useCallback(async () => {
    try {
      const fetched = restartEnded(await fetchListings());
      setState((previous) => ({
        status: 'ready',
        listings: previous.status === 'ready' ? mergeFetched(previous.listings, fetched) : fetched,
      }));
    } catch (error) {
      // A failed refresh keeps what is shown; only a page without data shows the error.
      console.warn('Failed to load auction listings', error);
      setState((previous) =>
        previous.status === 'ready'
          ? previous
          : { status: 'error', message: 'Failed to load auctions' },
      );
    }
  }, []);

  useEffect(
    () =>
      subscribeListings(supabase, {
        onChange: (change) =>
          updateListings((listings) => applyChange(listings, change, Date.now())),
        onStatus: (status) => {
          setLive(status === 'live');
          if (status === 'live') void load();
        },
      }),
    [load, updateListings],
  );

  // The fallback: the first load happens here too, before the socket has joined.
  useEffect(() => {
    if (live) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Chained timeouts, not an interval, so slow responses never pile up.
    const poll = async () => {
      await load();
      if (!cancelled) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [live, load]);

  // An ended listing restarts the moment its end passes, on every open page at once.
  const listings = state.status === 'ready' ? state.listings : null;
  useEffect(() => {
    const end = listings && nextEnd(listings);
    if (end === null || end === undefined) return;
    const delay = Math.min(Math.max(0, end - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => updateListings(restartEnded), delay);
    return () => clearTimeout(timer);
  }, [listings, updateListings]);

  const applyListing = useCallback(
    (updated: AuctionListing) => updateListings((shown) => applyListingTo(shown, updated)),
    [updateListings],
  );

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, live, applyListing, retry };
}
