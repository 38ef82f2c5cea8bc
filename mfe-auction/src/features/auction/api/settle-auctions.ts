import { supabase } from '@norsecraft/shared';

/**
 * Asks the server to settle auctions that just ended: their winners get the in-site notice and
 * the e-mail (docs/decisions.md, "Auctions end"). The page shows the outcome without it, so a
 * failure is only logged.
 */
export function settleEndedAuctions(): void {
  supabase.functions
    .invoke('auction-settle', { method: 'POST' })
    .then(({ error }) => {
      if (error) console.warn('Settling ended auctions failed', error);
    })
    .catch((error: unknown) => console.warn('Settling ended auctions failed', error));
}
