import {
  gameAccountKey,
  ownGameAccountQuery,
  subscribeGameAccount,
  useSessionUser,
} from '@norsecraft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The signed-in member's linked game account (bidding needs one), kept live: a link made in game
 * while the auction house is open arrives over Realtime.
 */
export function useGameAccount() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  const account = useQuery(ownGameAccountQuery(userId));
  useEffect(() => {
    if (!userId) return;
    return subscribeGameAccount(userId, () => {
      void queryClient.invalidateQueries({ queryKey: gameAccountKey(userId) });
    });
  }, [userId, queryClient]);
  return account;
}
