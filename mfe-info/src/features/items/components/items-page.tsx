import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, Page, PageHeader, QueryView, SidebarLayout } from '@norsecraft/shared';
import { useItems } from '../api/use-items';
import {
  countByFilter,
  filterItems,
  itemViewFromParams,
  paramsFromItemView,
  type ItemFilter,
} from '../lib/filter-items';
import { ItemToolbar } from './item-toolbar';
import { ItemRow } from './item-row';
import { t } from '../i18n';

// One catalogue: rows divided by rules in a single surface, read down like a table.
const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
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
      <PageHeader title={t('items.title')} subtitle={t('items.subtitle')} />
      <SidebarLayout
        sidebar={
          <ItemToolbar
            query={query}
            onQueryChange={setQuery}
            filter={filter}
            onFilterChange={setFilter}
            counts={items ? countByFilter(items, query) : undefined}
          />
        }
      >
        <QueryView
          query={itemsQuery}
          loadingLabel={t('items.loading')}
          errorTitle={t('items.failed')}
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState title={t('items.noneTitle')} message={t('items.noneMessage')} />
            ) : (
              <ItemList aria-label={t('items.list')}>
                {shown.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </ItemList>
            )
          }
        </QueryView>
      </SidebarLayout>
    </Page>
  );
}
