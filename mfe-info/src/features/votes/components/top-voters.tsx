import styled from 'styled-components';
import { Card, EmptyState, type Voter } from '@norsecraft/shared';
import { VoterName } from './voter-name';
import { t } from '../i18n';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Rank = styled.span`
  flex: none;
  width: 2.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Votes = styled.span`
  flex: none;
`;

/** Voters ranked by their votes (the month's top five, last month's winners). */
export function TopVoters({ voters, empty }: { voters: Voter[]; empty: string }) {
  if (voters.length === 0) return <EmptyState title={t('votes.none')} message={empty} />;
  return (
    <Card>
      <List>
        {voters.map((voter, i) => (
          <Row key={voter.name}>
            <Rank>#{i + 1}</Rank>
            <Name>
              <VoterName voter={voter} />
            </Name>
            <Votes>{t('votes.count', { count: voter.votes })}</Votes>
          </Row>
        ))}
      </List>
    </Card>
  );
}
