import styled from 'styled-components';
import { Card, Grid, Truncate } from '@norsecraft/shared';
import { VOTE_SUMMARY } from '../data';

const Stat = styled(Card)`
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: 1.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(12)};
`;

export function VoteSummaryCards() {
  const { monthlyVotes, topVoter, topVoterVotes, yourVotes } = VOTE_SUMMARY;
  const stats = [
    { label: 'Monthly votes', value: monthlyVotes.toLocaleString('en-US') },
    { label: `Top voter (${topVoterVotes} votes)`, value: topVoter },
    { label: 'Your votes', value: String(yourVotes) },
  ];
  return (
    <List $min="200px" as="ul" aria-label="Vote summary">
      {stats.map((stat) => (
        <Stat as="li" key={stat.label}>
          <p>
            {stat.label}
            <strong>
              <Truncate text={stat.value} />
            </strong>
          </p>
        </Stat>
      ))}
    </List>
  );
}
