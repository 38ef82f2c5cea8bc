import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionUser } from '../auth';
import { getMemberNotices, markNoticesRead, memberNoticesKey, subscribeMemberNotices } from './api';

/**
 * The signed-in member's auction notices, kept live: a new one (outbid, won) arrives over
 * Realtime and the list is read again. Nothing for a visitor.
 */
export function useMemberNotices() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  const notices = useQuery({
    queryKey: memberNoticesKey(userId),
    queryFn: getMemberNotices,
    enabled: userId !== null,
  });
  useEffect(() => {
    if (!userId) return;
    return subscribeMemberNotices(userId, () => {
      void queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) });
    });
  }, [userId, queryClient]);
  return notices;
}

/** Marks notices read (up to an id, or all); the list follows. */
export function useMarkNoticesRead() {
  const userId = useSessionUser()?.id ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number | null) => markNoticesRead(upToId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberNoticesKey(userId) }),
  });
}
