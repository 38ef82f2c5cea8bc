import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pagination,
  QueryView,
  type Item,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { ListToolbar } from '../../../components/list-toolbar';
import { Section } from '../../../components/section';
import { useListSearch } from '../../../hooks/use-list-search';
import { ITEMS_PER_PAGE, MAX_ITEM_SEARCH_LENGTH, type ItemStatusFilter } from '../api/admin-items';
import { useAdminItems, useSaveItem, useSetItemRetired } from '../api/use-admin-items';
import { emptyItemForm, itemFormOf } from '../lib/item-form';
import { ItemFormModal } from './item-form-modal';
import { ItemRow } from './item-row';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const STATUS_FILTERS: readonly { value: ItemStatusFilter; label: string }[] = [
  { value: 'active', label: 'In use' },
  { value: 'retired', label: 'Retired' },
  { value: 'all', label: 'All items' },
];

/** The item database's back office: search, create, edit, retire and restore. */
export function ItemManagement() {
  const list = useListSearch<ItemStatusFilter>('active');
  const items = useAdminItems({ search: list.search, status: list.filter, page: list.page });
  const save = useSaveItem();
  const retire = useSetItemRetired();
  // null: closed; an item: editing it; 'new': creating.
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Item | null>(null);

  return (
    <Section title="Items" actions={<Button onClick={() => setEditing('new')}>Create Item</Button>}>
      <ListToolbar
        searchLabel="Search items by name"
        placeholder="Search items..."
        maxLength={MAX_ITEM_SEARCH_LENGTH}
        text={list.text}
        onText={list.setText}
        filterLabel="Show items"
        filters={STATUS_FILTERS}
        filter={list.filter}
        onFilter={list.setFilter}
      />
      <QueryView
        query={items}
        loadingLabel="Loading items..."
        errorTitle="Could not load the items"
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title={list.search || list.filter !== 'active' ? 'No items found' : 'No items yet'}
            message={
              list.search || list.filter !== 'active'
                ? undefined
                : 'Create the first item: it appears in the item database at once.'
            }
          />
        }
      >
        {(found) => (
          <div aria-busy={items.isFetching}>
            <List aria-label="Items">
              {found.rows.map((item) => (
                <ItemRow key={item.id} item={item} onEdit={setEditing} onRetire={setRetiring} />
              ))}
            </List>
            <Pagination
              page={list.page}
              pageSize={ITEMS_PER_PAGE}
              total={found.total}
              onPageChange={list.setPage}
              label="Pages of items"
            />
          </div>
        )}
      </QueryView>
      {editing && (
        <ItemFormModal
          title={editing === 'new' ? 'Create Item' : `Edit ${editing.name}`}
          submitLabel={editing === 'new' ? 'Create Item' : 'Save Item'}
          initial={editing === 'new' ? emptyItemForm() : itemFormOf(editing)}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing === 'new' ? null : editing.id, input });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {retiring && (
        <ConfirmDialog
          open
          title={retiring.retired_at ? `Restore ${retiring.name}?` : `Retire ${retiring.name}?`}
          confirmLabel={retiring.retired_at ? 'Restore' : 'Retire'}
          tone={retiring.retired_at ? 'primary' : 'danger'}
          busy={retire.isPending}
          onConfirm={() => {
            const target = retiring;
            retire.mutate(
              { id: target.id, retired: target.retired_at === null },
              { onSettled: () => setRetiring(null) },
            );
          }}
          onCancel={() => setRetiring(null)}
        >
          {retiring.retired_at
            ? 'It appears in the item database again and can be listed for auction.'
            : 'It leaves the item database and can no longer be listed; its past auctions stay.'}
        </ConfirmDialog>
      )}
    </Section>
  );
}
