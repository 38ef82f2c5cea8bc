// The vote summary and top voters are fixed in the page (docs/product/info.md#votes); the vote
// sites are content staff edit (api/get-vote-sites.ts).
export interface VoteSummary {
  monthlyVotes: number;
  topVoter: string;
  topVoterVotes: number;
  yourVotes: number;
}

/** Fixed figures: the page fetches nothing (docs/product/info.md#votes). */
export const VOTE_SUMMARY: VoteSummary = {
  monthlyVotes: 1284,
  topVoter: 'RagnarLothbrok',
  topVoterVotes: 93,
  yourVotes: 0,
};

export interface TopVoter {
  name: string;
  votes: number;
}

export const TOP_VOTERS: TopVoter[] = [
  { name: 'RagnarLothbrok', votes: 93 },
  { name: 'ShieldMaidenLagertha', votes: 88 },
  { name: 'FlokiBuilds', votes: 81 },
  { name: 'BjornIronside', votes: 74 },
  { name: 'IvarTheBoneless', votes: 69 },
];
