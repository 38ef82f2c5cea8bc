import { useCallback, useEffect, useState } from 'react';
import { usePlaceBid } from '../api/use-listings';
import { validateBid } from './bid';
import type { AuctionListing } from './types';

export const SUCCESS_MESSAGE = 'Bid placed successfully!';
/** The success message shows for 3 s (docs/product/auction.md#bidding). */
export const SUCCESS_BANNER_MS = 3000;

/**
 * The bid dialog's state. The error stays until the next successful bid, also after the
 * dialog closes; a success closes the dialog, clears the error and shows the banner for 3 s.
 */
export function useBidding(listings: AuctionListing[]) {
  const placing = usePlaceBid();
  // The listing's id, not a copy: the dialog follows the listing as other bids arrive.
  const [targetId, setTargetId] = useState<number | null>(null);
  const target = listings.find((listing) => listing.id === targetId) ?? null;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const { mutate } = placing;
  const submit = useCallback(
    (amount: number) => {
      if (!target) return;
      const invalid = validateBid(amount, target);
      if (invalid) {
        setError(invalid);
        return;
      }
      mutate(
        { listingId: target.id, amount },
        {
          onSuccess: () => {
            setTargetId(null);
            setError(null);
            setSuccess(SUCCESS_MESSAGE);
          },
          // The server's own message, e.g. when another bid won the race.
          onError: (failure) => setError(failure.message),
        },
      );
    },
    [target, mutate],
  );

  return {
    target,
    error,
    success,
    submitting: placing.isPending,
    open: useCallback((listing: AuctionListing) => setTargetId(listing.id), []),
    close: useCallback(() => setTargetId(null), []),
    submit,
  };
}
