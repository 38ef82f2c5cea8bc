import { Card, ErrorState, Grid } from '@norsecraft/shared';
import styled from 'styled-components';
import type { AdminStats } from '../api/get-stats';
import { useStats } from '../api/use-stats';

const Stat = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const STATS: ReadonlyArray<{ key: keyof AdminStats; label: string }> = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'events', label: 'Events' },
  { key: 'activeAuctions', label: 'Active Auctions' },
];

/** The four counts; '–' until they arrive, an error state with Retry if they cannot. */
export function StatCards() {
  const { data: stats, isError, isFetching, refetch } = useStats();
  if (!stats && isError && !isFetching) {
    return (
      <ErrorState
        title="Could not load the statistics"
        message="Please try again later"
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Grid as="dl" $min="180px" $gap={4} aria-label="Statistics">
      {STATS.map(({ key, label }) => (
        <Stat key={key} $padding={4}>
          <dt>{label}</dt>
          <dd data-testid={`stat-${key}`}>{stats ? stats[key].toLocaleString('en-US') : '–'}</dd>
        </Stat>
      ))}
    </Grid>
  );
}
