import { Page, PageHeader } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { VoteSiteGrid } from './vote-site-grid';
import { VoteStandings, VoteSummary } from './vote-standings';

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
        <VoteSiteGrid />
      </Section>
      <VoteStandings />
    </Page>
  );
}
