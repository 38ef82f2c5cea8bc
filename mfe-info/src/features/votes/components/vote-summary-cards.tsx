import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, formatNumber, Grid, type VoteLeaders } from '@norsecraft/shared';
import { VoterName } from './voter-name';
import { YourVotes } from './your-votes';
import { t } from '../i18n';

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
    { label: t('votes.monthly'), value: formatNumber(leaders.votes) },
    {
      label: top ? t('votes.topVoterVotes', { count: top.votes }) : t('votes.topVoter'),
      value: top ? <VoterName voter={{ ...top, member: null }} /> : '—',
    },
    { label: t('votes.yours'), value: <YourVotes /> },
  ];
  return (
    <List $min="200px" as="ul" aria-label={t('votes.summary')}>
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
