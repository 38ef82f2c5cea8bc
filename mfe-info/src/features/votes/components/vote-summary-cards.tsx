import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Grid, type VoteLeaders } from '@norsecraft/shared';
import { VoterName } from './voter-name';
import { YourVotes } from './your-votes';

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
    overflow-wrap: anywhere;
  }
  small {
    font-size: 0.9rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(12)};
`;

/** This month's votes, its top voter and the reader's own votes (docs/product/info.md#votes). */
export function VoteSummaryCards({ leaders }: { leaders: VoteLeaders }) {
  const top = leaders.top[0];
  const stats: { label: string; value: ReactNode }[] = [
    { label: 'Monthly votes', value: leaders.votes.toLocaleString('en-US') },
    {
      label: top ? `Top voter (${top.votes.toLocaleString('en-US')} votes)` : 'Top voter',
      value: top ? <VoterName voter={{ ...top, member: null }} /> : '—',
    },
    { label: 'Your votes', value: <YourVotes /> },
  ];
  return (
    <List $min="200px" as="ul" aria-label="Vote summary">
      {stats.map((stat) => (
        <Stat as="li" key={stat.label}>
          <p>
            {stat.label}
            <strong>{stat.value}</strong>
          </p>
        </Stat>
      ))}
    </List>
  );
}
