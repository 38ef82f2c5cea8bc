import { QueryView, useIsAdmin } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { monthName } from '../../../lib/month-name';
import { useVoteLeaders } from '../api/use-votes';
import { TopVoters } from './top-voters';
import { VoteSiteCountsCard } from './vote-site-counts';
import { VoteSummaryCards } from './vote-summary-cards';

/** The month's figures at the top of the page: votes, top voter, the reader's own. */
export function VoteSummary() {
  return (
    <QueryView
      query={useVoteLeaders()}
      loadingLabel="Loading this month's votes..."
      errorTitle="Failed to load the votes"
    >
      {(leaders) => <VoteSummaryCards leaders={leaders} />}
    </QueryView>
  );
}

/**
 * The votes the game server counted (issue 38): this month's top voters, last month's winners
 * and, for admins, the votes per site. Rewards stay in game.
 */
export function VoteStandings() {
  const leaders = useVoteLeaders();
  const admin = useIsAdmin();
  return (
    <>
      <Section aria-labelledby="top-voters-title">
        <SectionTitle id="top-voters-title">Top voters this month</SectionTitle>
        <QueryView
          query={leaders}
          loadingLabel="Loading the top voters..."
          errorTitle="Failed to load the top voters"
        >
          {(loaded) => (
            <TopVoters voters={loaded.top} empty="Nobody has voted this month yet: be the first." />
          )}
        </QueryView>
      </Section>
      {leaders.data && (
        <Section aria-labelledby="last-month-title">
          <SectionTitle id="last-month-title">
            Winners of {monthName(leaders.data.last_month.month)}
          </SectionTitle>
          <TopVoters voters={leaders.data.last_month.winners} empty="Nobody voted last month." />
        </Section>
      )}
      {admin && (
        <Section aria-labelledby="vote-sites-counts-title">
          <SectionTitle id="vote-sites-counts-title">Votes per site</SectionTitle>
          <VoteSiteCountsCard />
        </Section>
      )}
    </>
  );
}
