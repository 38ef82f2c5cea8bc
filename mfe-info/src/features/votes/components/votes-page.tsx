import {
  ContentEmptyState,
  Page,
  PageHeader,
  QueryView,
  UntranslatedNote,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { VoteSiteGrid } from './vote-site-grid';
import { VoteStandings, VoteSummary } from './vote-standings';
import { useVoteSites } from '../api/use-vote-sites';
import { t } from '../i18n';

export default function VotesPage() {
  return (
    <Page>
      <PageHeader title={t('votes.title')} subtitle={t('votes.subtitle')} />
      <VoteSummary />
      <Section aria-labelledby="vote-sites-title">
        <SectionTitle id="vote-sites-title">{t('votes.where')}</SectionTitle>
        <QueryView
          query={useVoteSites()}
          loadingLabel={t('votes.sitesLoading')}
          errorTitle={t('votes.sitesFailed')}
          isEmpty={(sites) => sites.length === 0}
          empty={
            <ContentEmptyState
              title={t('votes.emptyTitle')}
              message={t('votes.emptyMessage')}
              kind="vote_sites"
              addLabel={t('votes.emptyAdd')}
            />
          }
        >
          {(sites) => (
            <>
              <UntranslatedNote lang={sites[0]?.lang} />
              <VoteSiteGrid sites={sites} />
            </>
          )}
        </QueryView>
      </Section>
      <VoteStandings />
    </Page>
  );
}
