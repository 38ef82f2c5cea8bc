import { Card, ErrorState, formatNumber, Grid } from '@norsecraft/shared';
import styled from 'styled-components';
import type { AdminStats } from '../api/get-stats';
import { useStats } from '../api/use-stats';
import { t } from '../../../lib/dashboard-i18n';

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

const STATS: ReadonlyArray<keyof AdminStats> = ['totalUsers', 'admins', 'events', 'activeAuctions'];

/** The four counts; '–' until they arrive, an error state with Retry if they cannot. */
export function StatCards() {
  const { data: stats, isError, isFetching, refetch } = useStats();
  if (!stats && isError && !isFetching) {
    return (
      <ErrorState
        title={t('stats.failedTitle')}
        message={t('stats.failedMessage')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Grid as="dl" $min="180px" $gap={4} aria-label={t('stats.label')}>
      {STATS.map((key) => (
        <Stat key={key} $padding={4}>
          <dt>{t(`stats.${key}`)}</dt>
          <dd data-testid={`stat-${key}`}>{stats ? formatNumber(stats[key]) : '–'}</dd>
        </Stat>
      ))}
    </Grid>
  );
}
