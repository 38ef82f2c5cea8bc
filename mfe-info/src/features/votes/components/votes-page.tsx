import { ContentEmptyState, Page, PageHeader, QueryView } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { VoteSiteGrid } from './vote-site-grid';
import { VoteStandings, VoteSummary } from './vote-standings';
import { useVoteSites } from '../api/use-vote-sites';

export default function VotesPage() {
  return (
    <Page>
      <PageHeader
        title="Vote Rewards"
        subtitle="Vote for the server every day: each vote brings new settlers and earns you rewards."
      />
      <VoteSummary />
      <Section aria-labelledby="vote-sites-title">
        <SectionTitle id="vote-sites-title">Where to vote</SectionTitle>
        <QueryView
          query={useVoteSites()}
          loadingLabel="Loading the vote sites..."
          errorTitle="Failed to load the vote sites"
          isEmpty={(sites) => sites.length === 0}
          empty={
            <ContentEmptyState
              title="No vote sites yet"
              message="The server lists where to vote will appear here."
              kind="vote_sites"
              addLabel="Add the first vote site"
            />
          }
        >
          {(sites) => <VoteSiteGrid sites={sites} />}
        </QueryView>
      </Section>
      <VoteStandings />
    </Page>
  );
}
