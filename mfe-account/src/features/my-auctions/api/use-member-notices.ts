import {
  markNoticesRead,
  memberNoticesKey,
  memberNoticesQuery,
  subscribeMemberNotices,
} from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../../lib/i18n';

/** The member's auction notices, read again whenever Realtime says one was written. */
export function useMemberNotices(userId: string) {
  const queryClient = useQueryClient();
  const notices = useQuery(memberNoticesQuery(userId));
  useEffect(
    () =>
      subscribeMemberNotices(userId, () => {
        void queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) });
      }),
    [userId, queryClient],
  );
  return notices;
}

/** Mark all read: the list follows; a failure is said in a notice. */
export function useMarkAllNoticesRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNoticesRead(null),
    meta: { failure: t('notices.markFailed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) }),
  });
}
