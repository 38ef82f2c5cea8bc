import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchListings } from '../api/listings';
import type { AuctionListing } from './types';

/** Other viewers' bids must show within 5 s; the local stack has no realtime, so poll. */
export const POLL_INTERVAL_MS = 3000;

export type ListingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; listings: AuctionListing[] };

/**
 * Loads the listings and keeps them fresh. `applyListing` puts a listing the server just
 * returned (after our own bid) in place at once; a poll that was already in flight then is
 * dropped so it cannot briefly bring back the old bid.
 */
export function useListings() {
  const [state, setState] = useState<ListingsState>({ status: 'loading' });
  const localWrites = useRef(0);

  const load = useCallback(async () => {
    const writesAtStart = localWrites.current;
    try {
      const listings = await fetchListings();
      if (localWrites.current === writesAtStart) setState({ status: 'ready', listings });
    } catch (error) {
      // A failed poll keeps what is shown; only a page without data shows the error.
      console.warn('Failed to load auction listings', error);
      setState((previous) =>
        previous.status === 'ready'
          ? previous
          : { status: 'error', message: 'Failed to load auctions' },
      );
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Chain timeouts instead of an interval so slow responses never pile up.
    const poll = async () => {
      await load();
      if (!cancelled) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [load]);

  const applyListing = useCallback((updated: AuctionListing) => {
    localWrites.current += 1;
    setState((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            listings: previous.listings.map((listing) =>
              listing.id === updated.id ? updated : listing,
            ),
          }
        : previous,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, applyListing, retry };
}
