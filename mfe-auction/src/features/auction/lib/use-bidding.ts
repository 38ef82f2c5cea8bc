import { useCallback, useEffect, useState } from 'react';
import { notifyBid, placeBid } from '../api/listings';
import { validateBid } from './bid';
import type { AuctionListing } from './types';

export const SUCCESS_MESSAGE = 'Bid placed successfully!';
/** Spec: the success banner shows for 3 s. */
export const SUCCESS_BANNER_MS = 3000;

/**
 * The bid dialog's state. The error stays until the next successful bid (spec), also after the
 * dialog closes; a success closes the dialog, clears the error and shows the banner for 3 s.
 */
export function useBidding(
  listings: AuctionListing[],
  applyListing: (listing: AuctionListing) => void,
) {
  // The listing's id, not a copy: the dialog follows the listing as other bids arrive.
  const [targetId, setTargetId] = useState<number | null>(null);
  const target = listings.find((listing) => listing.id === targetId) ?? null;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const submit = useCallback(
    async (amount: number) => {
      if (!target) return;
      const invalid = validateBid(amount, target);
      if (invalid) {
        setError(invalid);
        return;
      }
      setSubmitting(true);
      try {
        const { listing, logId } = await placeBid(target.id, amount);
        applyListing(listing);
        setTargetId(null);
        setError(null);
        setSuccess(SUCCESS_MESSAGE);
        notifyBid(logId);
      } catch (failure) {
        // The server's own message, e.g. when another bid won the race.
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setSubmitting(false);
      }
    },
    [target, applyListing],
  );

  return {
    target,
    error,
    success,
    submitting,
    open: useCallback((listing: AuctionListing) => setTargetId(listing.id), []),
    close: useCallback(() => setTargetId(null), []),
    submit,
  };
}
