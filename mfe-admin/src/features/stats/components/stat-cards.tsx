import { Card, Grid } from '@norsecraft/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ShowNotice } from '../../../lib/use-notice';
import { fetchStats, type AdminStats } from '../api/stats';

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

interface StatCardsProps {
  /** Bumped by the page after a change elsewhere, so the counts follow. */
  version: number;
  onError: ShowNotice;
}

export function StatCards({ version, onError }: StatCardsProps) {
  const [stats, setStats] = useState<AdminStats | null>(null);

  useEffect(() => {
    let current = true;
    fetchStats()
      .then((loaded) => current && setStats(loaded))
      .catch((error: unknown) => current && onError('Could not load the statistics.', error));
    return () => {
      current = false;
    };
  }, [version, onError]);

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
