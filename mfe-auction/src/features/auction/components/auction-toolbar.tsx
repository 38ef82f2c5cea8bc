import { Input } from '@norsecraft/shared';
import styled from 'styled-components';
import type { SortMode, ViewMode } from '../lib/types';
import { useViewMode } from '../lib/view-mode';
import { t } from '../../../lib/i18n';
import { SegmentedToggle } from './segmented-toggle';

/*
 * A grid, not wrapping flex: where the controls break onto a second row must not depend on how
 * wide their labels are, or the web font arriving (slightly wider than its fallback) moves the
 * listings down on a phone. Narrow: search and view, then sort across the width; wide: one row.
 */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'search view'
    'sort sort';
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'search sort view';
  }
`;

const Search = styled(Input)`
  grid-area: search;
  width: auto;
  min-width: 0;
`;

const SortArea = styled.div`
  grid-area: sort;
  display: flex;

  & > *,
  & button {
    flex: 1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;

    & button {
      flex: 0 1 auto;
    }
  }
`;

const ViewArea = styled.div`
  grid-area: view;
`;

// Functions: the labels are read in the language of the page being rendered.
const sortOptions = (): ReadonlyArray<{ value: SortMode; label: string }> => [
  { value: 'time', label: t('toolbar.sortTime') },
  { value: 'price', label: t('toolbar.sortPrice') },
];

const viewOptions = (): ReadonlyArray<{ value: ViewMode; label: string }> => [
  { value: 'list', label: t('toolbar.list') },
  { value: 'grid', label: t('toolbar.grid') },
];

interface AuctionToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortMode;
  onSortChange: (sort: SortMode) => void;
}

export function AuctionToolbar({ query, onQueryChange, sort, onSortChange }: AuctionToolbarProps) {
  const [view, setView] = useViewMode();
  return (
    <Bar>
      <Search
        type="search"
        aria-label={t('toolbar.search')}
        placeholder={t('toolbar.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <SortArea>
        <SegmentedToggle
          label={t('toolbar.sortBy')}
          options={sortOptions()}
          value={sort}
          onChange={onSortChange}
        />
      </SortArea>
      <ViewArea>
        <SegmentedToggle
          label={t('toolbar.view')}
          options={viewOptions()}
          value={view}
          onChange={setView}
        />
      </ViewArea>
    </Bar>
  );
}
