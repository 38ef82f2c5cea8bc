import { Page, PageHeader } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { VoteSummaryCards } from './vote-summary-cards';
import { VoteSiteGrid } from './vote-site-grid';
import { TopVoters } from './top-voters';

export default function VotesPage() {
  return (
    <Page>
      <PageHeader
        title="Vote Rewards"
        subtitle="Vote for the server every day: each vote brings new settlers and earns you rewards."
      />
      <VoteSummaryCards />
      <Section aria-labelledby="vote-sites-title">
        <SectionTitle id="vote-sites-title">Where to vote</SectionTitle>
        <VoteSiteGrid />
      </Section>
      <Section aria-labelledby="top-voters-title">
        <SectionTitle id="top-voters-title">Top voters this month</SectionTitle>
        <TopVoters />
      </Section>
    </Page>
  );
}
