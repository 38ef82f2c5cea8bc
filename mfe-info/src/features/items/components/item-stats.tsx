import styled from 'styled-components';
import { Icon } from '../../../components/icon';
import en from '../../../locales/en/items.json';
import { STAT_ICONS, statKey, statKind, statLabel } from '../lib/stat-icon';
import { t } from '../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

// The stats the game's items have had: named in the page's language; others as the data writes them.
const KNOWN_STATS = new Set(Object.keys(en).filter((key) => key.startsWith('stat.')));

const shownStatLabel = (name: string) => {
  const key = statKey(name);
  return KNOWN_STATS.has(key) ? t(key as keyof typeof en) : statLabel(name);
};

export function ItemStats({ stats }: { stats: Record<string, string | number> }) {
  const entries = Object.entries(stats);
  if (entries.length === 0) return null;
  return (
    <List aria-label={t('items.stats')}>
      {entries.map(([name, value]) => {
        const kind = statKind(name);
        return (
          <div key={name}>
            <dt>
              {kind && <Icon name={STAT_ICONS[kind]} size={14} />}
              {shownStatLabel(name)}
            </dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </List>
  );
}
