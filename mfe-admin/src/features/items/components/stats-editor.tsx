import { Button, Input } from '@norsecraft/shared';
import styled from 'styled-components';
import { ITEM_LIMITS, type StatRow } from '../lib/item-form';
import { t } from '../i18n';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface StatsEditorProps {
  stats: StatRow[];
  onChange: (stats: StatRow[]) => void;
}

/** The item's stats as name/value lines (fire_damage, 12 or +8%); empty lines are dropped. */
export function StatsEditor({ stats, onChange }: StatsEditorProps) {
  const update = (index: number, patch: Partial<StatRow>) =>
    onChange(stats.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Group>
      <legend>{t('stats')}</legend>
      <Hint>{t('statsHint')}</Hint>
      {stats.map((row, index) => (
        <Line key={index}>
          <Input
            aria-label={t('statName', { n: index + 1 })}
            placeholder={t('statPlaceholder')}
            maxLength={ITEM_LIMITS.statName}
            value={row.name}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <Input
            aria-label={t('statValue', { n: index + 1 })}
            placeholder="12"
            maxLength={ITEM_LIMITS.statValue}
            value={row.value}
            onChange={(e) => update(index, { value: e.target.value })}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('removeStat', { n: index + 1 })}
            onClick={() => onChange(stats.filter((_, i) => i !== index))}
          >
            {t('remove')}
          </Button>
        </Line>
      ))}
      {stats.length < ITEM_LIMITS.stats && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange([...stats, { name: '', value: '' }])}
          >
            {t('addStat')}
          </Button>
        </div>
      )}
    </Group>
  );
}
