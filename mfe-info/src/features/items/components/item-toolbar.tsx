import styled from 'styled-components';
import { Button, Field, Input, VisuallyHidden } from '@norsecraft/shared';
import { ITEM_FILTERS, type ItemFilter } from '../lib/filter-items';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const SearchBox = styled.div`
  flex: 1 1 260px;
  max-width: 420px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface ItemToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: ItemFilter;
  onFilterChange: (filter: ItemFilter) => void;
  /** Undefined while loading. */
  resultCount: number | undefined;
}

export function ItemToolbar({
  query,
  onQueryChange,
  filter,
  onFilterChange,
  resultCount,
}: ItemToolbarProps) {
  return (
    <Bar>
      <SearchBox role="search">
        <Field label="Search items">
          <Input
            type="search"
            value={query}
            placeholder="Name, set or description..."
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </Field>
      </SearchBox>
      <Filters role="group" aria-label="Category">
        {ITEM_FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
          >
            {label}
          </Button>
        ))}
      </Filters>
      <VisuallyHidden role="status">
        {resultCount === undefined ? '' : `${resultCount} items shown`}
      </VisuallyHidden>
    </Bar>
  );
}
