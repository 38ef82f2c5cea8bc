import { formatNumber } from '@norsecraft/shared';
import styled from 'styled-components';
import type { StaffStats } from '../lib/staff';
import { t } from '../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

export function StaffStatsPanel({ id, stats }: { id: string; stats: StaffStats }) {
  const rows = [
    [t('staff.playtime'), t('staff.playtimeHours', { hours: formatNumber(stats.playtimeHours) })],
    [t('staff.warnings'), formatNumber(stats.warnings)],
    [t('staff.bans'), formatNumber(stats.bans)],
    [t('staff.reports'), formatNumber(stats.reports)],
  ] as const;
  return (
    <List id={id} aria-label={t('staff.stats')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
