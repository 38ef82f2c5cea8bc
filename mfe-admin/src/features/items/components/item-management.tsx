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
import { t } from '../i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const STATUS_FILTERS: readonly ItemStatusFilter[] = ['active', 'retired', 'all'];

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
    <Section
      title={t('title')}
      actions={<Button onClick={() => setEditing('new')}>{t('create')}</Button>}
    >
      <ListToolbar
        searchLabel={t('searchLabel')}
        placeholder={t('placeholder')}
        maxLength={MAX_ITEM_SEARCH_LENGTH}
        text={list.text}
        onText={list.setText}
        filterLabel={t('filterLabel')}
        filters={STATUS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        filter={list.filter}
        onFilter={list.setFilter}
      />
      <QueryView
        query={items}
        loadingLabel={t('loading')}
        errorTitle={t('failed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title={list.search || list.filter !== 'active' ? t('noneFound') : t('none')}
            message={list.search || list.filter !== 'active' ? undefined : t('noneMessage')}
          />
        }
      >
        {(found) => (
          <div aria-busy={items.isFetching}>
            <List aria-label={t('list')}>
              {found.rows.map((item) => (
                <ItemRow key={item.id} item={item} onEdit={setEditing} onRetire={setRetiring} />
              ))}
            </List>
            <Pagination
              page={list.page}
              pageSize={ITEMS_PER_PAGE}
              total={found.total}
              onPageChange={list.setPage}
              label={t('pages')}
            />
          </div>
        )}
      </QueryView>
      {editing && (
        <ItemFormModal
          title={editing === 'new' ? t('create') : t('editTitle', { name: editing.name })}
          submitLabel={editing === 'new' ? t('create') : t('save')}
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
          title={t(retiring.retired_at ? 'restoreTitle' : 'retireTitle', { name: retiring.name })}
          confirmLabel={retiring.retired_at ? t('restore') : t('retire')}
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
          {retiring.retired_at ? t('restoreMessage') : t('retireMessage')}
        </ConfirmDialog>
      )}
    </Section>
  );
}
