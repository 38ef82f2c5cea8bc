import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, Grid, Page, PageHeader, QueryView } from '@norsecraft/shared';
import { useItems } from '../api/use-items';
import {
  filterItems,
  itemViewFromParams,
  paramsFromItemView,
  type ItemFilter,
} from '../lib/filter-items';
import { ItemToolbar } from './item-toolbar';
import { ItemCard } from './item-card';

const ItemList = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export default function ItemsPage() {
  const itemsQuery = useItems();
  const items = itemsQuery.data;
  const [params, setParams] = useSearchParams();
  const { query, filter } = itemViewFromParams(params);
  // Typing refines one history entry; choosing a filter is a step Back undoes.
  const setQuery = (next: string) =>
    setParams(paramsFromItemView({ query: next, filter }), { replace: true });
  const setFilter = (next: ItemFilter) => setParams(paramsFromItemView({ query, filter: next }));
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
      <QueryView
        query={itemsQuery}
        loadingLabel="Loading items..."
        errorTitle="Failed to load items"
      >
        {() =>
          shown.length === 0 ? (
            <EmptyState title="No items found" message="Try another search or filter." />
          ) : (
            <ItemList as="ul" $min="300px" aria-label="Items">
              {shown.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </ItemList>
          )
        }
      </QueryView>
    </Page>
  );
}
