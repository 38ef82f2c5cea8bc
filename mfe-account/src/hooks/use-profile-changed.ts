import { refreshProfile } from '@norsecraft/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ownProfileKey } from '../lib/own-profile';

/**
 * Call after a write to the user's profile (settings, avatar): the session's copy (nav avatar,
 * other remotes) and this remote's cached row both reload.
 */
export function useProfileChanged(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        refreshProfile(),
        queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) }),
      ]),
    [queryClient, userId],
  );
}
