import { formatNumber } from '@norsecraft/shared';
import styled from 'styled-components';
import { progressPercent } from '../lib/progress';
import { t } from '../i18n';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Caption = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = progressPercent({ progress: value, total: max });
  return (
    <div>
      <Caption aria-hidden="true">
        <span>
          {formatNumber(value)} / {formatNumber(max)}
        </span>
        <span>{percent}%</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={t('ach.valueText', { value: formatNumber(value), max: formatNumber(max) })}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
