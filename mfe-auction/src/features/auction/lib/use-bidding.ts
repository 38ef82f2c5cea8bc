import { useCallback, useEffect, useState } from 'react';
import { notifyBid, placeBid } from '../api/place-bid';
import { validateBid } from './bid';
import type { AuctionListing } from './types';

export const SUCCESS_MESSAGE = 'Bid placed successfully!';
/** The success message shows for 3 s (docs/product/auction.md#bidding). */
export const SUCCESS_BANNER_MS = 3000;

/**
 * The bid dialog's state. The error stays until the next successful bid, also after the
 * dialog closes; a success closes the dialog, clears the error and shows the banner for 3 s.
 */
export function useBidding(applyListing: (listing: AuctionListing) => Promise<void>) {
  const [target, setTarget] = useState<AuctionListing | null>(null);
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
        await applyListing(listing);
        setTarget(null);
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
    open: setTarget,
    close: useCallback(() => setTarget(null), []),
    submit,
  };
}
