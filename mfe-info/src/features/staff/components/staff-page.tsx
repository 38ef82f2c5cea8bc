import styled from 'styled-components';
import { Page, PageHeader } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { BUILDERS, STAFF } from '../data';
import { groupByRank } from '../lib/group-by-rank';
import { BuilderList } from './builder-list';
import { StaffProfile } from './staff-profile';

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

export default function StaffPage() {
  const [heads, ...ranks] = groupByRank(STAFF);
  return (
    <Page>
      <PageHeader title="Staff" subtitle="The team that keeps the realm running." />
      {heads && (
        <Section aria-labelledby="staff-owner">
          <SectionTitle id="staff-owner">{heads.title}</SectionTitle>
          <Leads>
            {heads.members.map((member) => (
              <StaffProfile key={member.minecraft_username} member={member} lead />
            ))}
          </Leads>
        </Section>
      )}
      {ranks.map((rank) => (
        <Rank key={rank.role} aria-labelledby={`staff-${rank.role.toLowerCase()}`}>
          <RankTitle id={`staff-${rank.role.toLowerCase()}`}>{rank.title}</RankTitle>
          <Members>
            {rank.members.map((member) => (
              <StaffProfile key={member.minecraft_username} member={member} />
            ))}
          </Members>
        </Rank>
      ))}
      <Rank aria-labelledby="builders-title">
        <RankTitle id="builders-title">Builders</RankTitle>
        <BuilderList builders={BUILDERS} />
      </Rank>
    </Page>
  );
}
