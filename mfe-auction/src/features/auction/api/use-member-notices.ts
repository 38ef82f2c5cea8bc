import {
  markNoticesRead,
  memberNoticesKey,
  memberNoticesQuery,
  subscribeMemberNotices,
  useSessionUser,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../../lib/i18n';

/**
 * The signed-in member's auction notices, kept live: a new one (outbid, won) arrives over
 * Realtime and the list is read again. Nothing for a visitor.
 */
export function useMemberNotices() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  const notices = useQuery(memberNoticesQuery(userId));
  useEffect(() => {
    if (!userId) return;
    return subscribeMemberNotices(userId, () => {
      void queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) });
    });
  }, [userId, queryClient]);
  return notices;
}

/** Marks the notices up to one read; the banner follows. */
export function useMarkNoticesRead() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => markNoticesRead(upToId),
    meta: { failure: t('notices.markFailed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) }),
  });
}
