import {
  cancelWithdrawal,
  getWalletMovements,
  getWithdrawals,
  requestWithdrawal,
  subscribeWallet,
  walletKey,
  walletQuery,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../../lib/i18n';

const historyKey = (userId: string) => [...walletKey(userId), 'history'] as const;
const withdrawalsKey = (userId: string) => [...walletKey(userId), 'withdrawals'] as const;

/**
 * The member's wallet, its history and withdrawals, read again whenever Realtime says the
 * wallet changed (a deposit in game, a hold, a release, a sale).
 */
export function useWallet(userId: string, playerUuid: string) {
  const queryClient = useQueryClient();
  const wallet = useQuery(walletQuery(userId));
  useEffect(
    () =>
      subscribeWallet(playerUuid, () => {
        void queryClient.invalidateQueries({ queryKey: walletKey(userId) });
      }),
    [userId, playerUuid, queryClient],
  );
  return wallet;
}

export function useWalletHistory(userId: string) {
  return useQuery({ queryKey: historyKey(userId), queryFn: () => getWalletMovements(50) });
}

/** Withdrawals are also read every 30 s: the game server picking one up or paying it does not
 * change the wallet. */
export function useWithdrawals(userId: string) {
  return useQuery({
    queryKey: withdrawalsKey(userId),
    queryFn: () => getWithdrawals(20),
    refetchInterval: 30_000,
  });
}

export function useRequestWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    meta: { success: t('wallet.asked') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey(userId) }),
  });
}

export function useCancelWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    meta: {
      success: t('wallet.cancelled'),
      failure: t('wallet.cancelFailed'),
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey(userId) }),
  });
}
