import {
  supabase,
  unwrap,
  type MyVotes,
  type VoteLeaders,
  type VoteSiteCounts,
} from '@norsecraft/shared';

/** The top voters the page lists (the spec's top five). */
export const TOP_VOTERS_SHOWN = 5;

export const votesKey = ['votes'] as const;

/** This month's votes and top voters, and last month's winners (everyone; the server renders them). */
export async function getVoteLeaders(): Promise<VoteLeaders> {
  return unwrap(await supabase.rpc('vote_leaders', { p_limit: TOP_VOTERS_SHOWN }, { get: true }));
}

export const voteLeadersQuery = {
  queryKey: [...votesKey, 'leaders'] as const,
  queryFn: getVoteLeaders,
};

/** The signed-in member's votes this month and streak, by their linked player. */
export async function getMyVotes(): Promise<MyVotes> {
  return unwrap(await supabase.rpc('my_votes', {}, { get: true }));
}

/** Admins: the votes per vote site, this month and last. */
export async function getVoteSiteCounts(): Promise<VoteSiteCounts> {
  return unwrap(await supabase.rpc('vote_site_counts', {}, { get: true }));
}
