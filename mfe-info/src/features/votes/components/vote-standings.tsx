import { QueryView, useIsAdmin } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { monthName } from '../../../lib/month-name';
import { useVoteLeaders } from '../api/use-votes';
import { TopVoters } from './top-voters';
import { VoteSiteCountsCard } from './vote-site-counts';
import { VoteSummaryCards } from './vote-summary-cards';
import { t } from '../i18n';

/** The month's figures at the top of the page: votes, top voter, the reader's own. */
export function VoteSummary() {
  return (
    <QueryView
      query={useVoteLeaders()}
      loadingLabel={t('votes.summaryLoading')}
      errorTitle={t('votes.failed')}
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
        <SectionTitle id="top-voters-title">{t('votes.topTitle')}</SectionTitle>
        <QueryView
          query={leaders}
          loadingLabel={t('votes.topLoading')}
          errorTitle={t('votes.topFailed')}
        >
          {(loaded) => <TopVoters voters={loaded.top} empty={t('votes.nobody')} />}
        </QueryView>
      </Section>
      {leaders.data && (
        <Section aria-labelledby="last-month-title">
          <SectionTitle id="last-month-title">
            {t('votes.winners', { month: monthName(leaders.data.last_month.month) })}
          </SectionTitle>
          <TopVoters voters={leaders.data.last_month.winners} empty={t('votes.nobodyLast')} />
        </Section>
      )}
      {admin && (
        <Section aria-labelledby="vote-sites-counts-title">
          <SectionTitle id="vote-sites-counts-title">{t('votes.perSiteTitle')}</SectionTitle>
          <VoteSiteCountsCard />
        </Section>
      )}
    </>
  );
}
