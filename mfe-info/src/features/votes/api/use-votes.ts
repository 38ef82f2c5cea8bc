import { useIsAdmin, useSessionUser } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import { getMyVotes, getVoteSiteCounts, voteLeadersQuery, votesKey } from './get-votes';

export const useVoteLeaders = () => useQuery(voteLeadersQuery);

/** The signed-in member's own votes; nothing for a visitor. */
export function useMyVotes() {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({
    queryKey: [...votesKey, 'mine', userId],
    queryFn: getMyVotes,
    enabled: userId !== null,
  });
}

/** The votes per site, for admins only. */
export function useVoteSiteCounts() {
  const admin = useIsAdmin();
  return useQuery({ queryKey: [...votesKey, 'sites'], queryFn: getVoteSiteCounts, enabled: admin });
}
