import styled from 'styled-components';
import {
  ContentEmptyState,
  Page,
  PageHeader,
  QueryView,
  UntranslatedNote,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import type { Roster } from '../api/get-staff';
import { useStaff } from '../api/use-staff';
import { groupByRank } from '../lib/group-by-rank';
import { BuilderList } from './builder-list';
import { StaffProfile } from './staff-profile';
import { t } from '../i18n';

const Leads = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

// Below the heads, each rank is a block of the roster: its name beside its people when wide.
const Rank = styled(Section)`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
    align-items: start;
  }
`;

const RankTitle = styled(SectionTitle)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    margin: ${({ theme }) => theme.space(4)} 0 0;
  }
`;

const Members = styled.div`
  > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function StaffRoster({ lang, staff, builders }: Roster) {
  const [heads, ...ranks] = groupByRank(staff);
  return (
    <>
      <UntranslatedNote lang={lang} />
      {heads && (
        <Section aria-labelledby="staff-owner">
          <SectionTitle id="staff-owner">{heads.title}</SectionTitle>
          <Leads>
            {heads.members.map((member) => (
              <StaffProfile key={member.id} member={member} lead />
            ))}
          </Leads>
        </Section>
      )}
      {ranks.map((rank) => (
        <Rank key={rank.role} aria-labelledby={`staff-${rank.role.toLowerCase()}`}>
          <RankTitle id={`staff-${rank.role.toLowerCase()}`}>{rank.title}</RankTitle>
          <Members>
            {rank.members.map((member) => (
              <StaffProfile key={member.id} member={member} />
            ))}
          </Members>
        </Rank>
      ))}
      {builders.length > 0 && (
        <Rank aria-labelledby="builders-title">
          <RankTitle id="builders-title">{t('staff.builders')}</RankTitle>
          <BuilderList builders={builders} />
        </Rank>
      )}
    </>
  );
}

export default function StaffPage() {
  return (
    <Page>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <QueryView
        query={useStaff()}
        loadingLabel={t('staff.loading')}
        errorTitle={t('staff.failed')}
        isEmpty={({ staff, builders }) => staff.length + builders.length === 0}
        empty={
          <ContentEmptyState
            title={t('staff.emptyTitle')}
            message={t('staff.emptyMessage')}
            kind="staff_members"
            addLabel={t('staff.emptyAdd')}
          />
        }
      >
        {(roster) => <StaffRoster {...roster} />}
      </QueryView>
    </Page>
  );
}
