import {
  createLinkCode,
  gameAccountKey,
  ownGameAccountQuery,
  subscribeGameAccount,
  unlinkGameAccount,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfileChanged } from '../../../hooks/use-profile-changed';
import { t } from '../../../lib/i18n';

/**
 * The member's linked game account, read again the moment Realtime says the link was made (the
 * player typed the code in game), replaced or removed. The profile follows: linking clears the
 * unverified game name and may fill in the public name.
 */
export function useGameAccount(userId: string) {
  const queryClient = useQueryClient();
  const profileChanged = useProfileChanged(userId);
  const account = useQuery(ownGameAccountQuery(userId));
  useEffect(
    () =>
      subscribeGameAccount(userId, () => {
        void queryClient.invalidateQueries({ queryKey: gameAccountKey(userId) });
        void profileChanged();
      }),
    [userId, queryClient, profileChanged],
  );
  return account;
}

/** A new one-time code; the section shows it (and a failure beside it). */
export const useCreateLinkCode = () => useMutation({ mutationFn: createLinkCode });

export function useUnlinkGameAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGameAccount,
    meta: {
      success: t('game.unlinked'),
      failure: t('game.unlinkFailed'),
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameAccountKey(userId) }),
  });
}
