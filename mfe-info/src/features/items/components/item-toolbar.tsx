import styled from 'styled-components';
import { Button, Field, Input } from '@norsecraft/shared';
import { ITEM_FILTERS, type ItemFilter } from '../lib/filter-items';
import { t } from '../i18n';

// A bar above the catalogue on a phone and a tablet; the catalogue's sidebar from `lg`.
const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const SearchBox = styled.div`
  flex: 1 1 260px;
  max-width: 420px;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex: none;
    max-width: none;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const FilterButton = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    justify-content: space-between;
    min-height: 40px;
  }
`;

// The count is a hint beside the label, not part of the button's name: lighter in weight, not
// in colour (a faded accent would fall under the text contrast on the light theme).
const FilterCount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 400;
`;

const Shown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

interface ItemToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: ItemFilter;
  onFilterChange: (filter: ItemFilter) => void;
  /** How many items each filter shows with the current search; undefined while loading. */
  counts: Record<ItemFilter, number> | undefined;
}

export function ItemToolbar({
  query,
  onQueryChange,
  filter,
  onFilterChange,
  counts,
}: ItemToolbarProps) {
  return (
    <Panel>
      <SearchBox role="search">
        <Field label={t('items.search')}>
          <Input
            type="search"
            value={query}
            placeholder={t('items.placeholder')}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </Field>
      </SearchBox>
      <Filters role="group" aria-label={t('items.category')}>
        {ITEM_FILTERS.map((value) => (
          <FilterButton
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
          >
            {t(`items.${value}`)}
            {counts && <FilterCount aria-hidden="true">{counts[value]}</FilterCount>}
          </FilterButton>
        ))}
      </Filters>
      <Shown role="status">
        {counts === undefined ? '' : t('items.shown', { count: counts[filter] })}
      </Shown>
    </Panel>
  );
}
