import { errorSentence } from '@norsecraft/shared';
import { useCallback, useState } from 'react';
import { usePlaceBid } from '../api/use-listings';
import { t } from '../../../lib/i18n';
import { validateBid } from './bid';
import type { AuctionListing } from './types';

/** Said when a bid failed for a reason no rule explains. */
export const bidFailed = (): string => t('bid.failed');

/**
 * The bid dialog's state. The error stays until the next successful bid, also after the
 * dialog closes; a success closes the dialog, clears the error and says so (usePlaceBid).
 */
export function useBidding(listings: AuctionListing[], userId: string | null) {
  const placing = usePlaceBid(userId);
  // The listing's id, not a copy: the dialog follows the listing as other bids arrive.
  const [targetId, setTargetId] = useState<number | null>(null);
  const target = listings.find((listing) => listing.id === targetId) ?? null;
  const [error, setError] = useState<string | null>(null);

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
          },
          // The database's own words when another bid won the race; no answer reads as such.
          onError: (failure) => setError(errorSentence(failure, bidFailed())),
        },
      );
    },
    [target, mutate],
  );

  return {
    target,
    error,
    submitting: placing.isPending,
    open: useCallback((listing: AuctionListing) => setTargetId(listing.id), []),
    close: useCallback(() => setTargetId(null), []),
    submit,
  };
}
