import {
  subscribeWallet,
  useSessionUser,
  walletKey,
  walletQuery,
  type Wallet,
} from '@norsecraft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The member's wallet, what the bid dialog says they can bid: kept live (a deposit in game, an
 * outbid releasing a hold) over Realtime, by their linked player.
 */
export function useWallet(playerUuid: string | null) {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  const wallet = useQuery(walletQuery(userId));
  useEffect(() => {
    if (!userId || !playerUuid) return;
    return subscribeWallet(playerUuid, () => {
      void queryClient.invalidateQueries({ queryKey: walletKey(userId) });
    });
  }, [userId, playerUuid, queryClient]);
  return wallet;
}

/** After a bid (placed or refused), the wallet is read again: a hold moved money. */
export function useRefreshWallet() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: walletKey(userId) });
}

export type { Wallet };
