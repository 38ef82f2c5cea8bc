import { Input } from '@norsecraft/shared';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import type { SortMode, ViewMode } from '../lib/types';
import { viewModeAtom } from '../lib/view-mode';
import { SegmentedToggle } from './segmented-toggle';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Search = styled(Input)`
  flex: 1 1 240px;
  width: auto;
  min-width: 0;
`;

const SORT_OPTIONS = [
  { value: 'time', label: 'Ending soonest' },
  { value: 'price', label: 'Highest bid' },
] as const satisfies ReadonlyArray<{ value: SortMode; label: string }>;

const VIEW_OPTIONS = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const satisfies ReadonlyArray<{ value: ViewMode; label: string }>;

interface AuctionToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  sort: SortMode;
  onSortChange: (sort: SortMode) => void;
}

export function AuctionToolbar({ query, onQueryChange, sort, onSortChange }: AuctionToolbarProps) {
  const [view, setView] = useAtom(viewModeAtom);
  return (
    <Bar>
      <Search
        type="search"
        aria-label="Search items or sellers"
        placeholder="Search items..."
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <SegmentedToggle
        label="Sort by"
        options={SORT_OPTIONS}
        value={sort}
        onChange={onSortChange}
      />
      <SegmentedToggle label="View" options={VIEW_OPTIONS} value={view} onChange={setView} />
    </Bar>
  );
}
