import { useState } from 'react';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  Grid,
  LoadingState,
  Page,
  PageHeader,
  useAsyncData,
} from '@norsecraft/shared';
import { fetchItems } from '../api/fetch-items';
import { filterItems, type ItemFilter } from '../lib/filter-items';
import { ItemToolbar } from './item-toolbar';
import { ItemCard } from './item-card';

const ItemList = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export default function ItemsPage() {
  const { data: items, error, loading, reload } = useAsyncData(fetchItems);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ItemFilter>('all');
  const shown = items ? filterItems(items, query, filter) : [];

  return (
    <Page>
      <PageHeader
        title="Items Database"
        subtitle="Every custom armor piece, weapon and ability, best tier first."
      />
      <ItemToolbar
        query={query}
        onQueryChange={setQuery}
        filter={filter}
        onFilterChange={setFilter}
        resultCount={items ? shown.length : undefined}
      />
      {loading ? (
        <LoadingState label="Loading items..." />
      ) : error && !items ? (
        // The client's own wording ("TypeError: Failed to fetch") means nothing to a player.
        <ErrorState
          title="Failed to load items"
          message="Please try again later"
          onRetry={reload}
        />
      ) : shown.length === 0 ? (
        <EmptyState title="No items found" message="Try another search or filter." />
      ) : (
        <ItemList as="ul" $min="300px" aria-label="Items">
          {shown.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ItemList>
      )}
    </Page>
  );
}
