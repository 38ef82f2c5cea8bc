import {
  Button,
  ConfirmDialog,
  EmptyState,
  Pagination,
  QueryView,
  type AdminListingRow,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { ListToolbar } from '../../../components/list-toolbar';
import { Section } from '../../../components/section';
import { useListSearch } from '../../../hooks/use-list-search';
import {
  LISTINGS_PER_PAGE,
  MAX_LISTING_SEARCH_LENGTH,
  type ListingStatusFilter,
} from '../api/admin-listings';
import {
  useAdminListings,
  useCancelListing,
  useCreateListing,
  useUpdateListing,
} from '../api/use-admin-listings';
import { BidsModal } from './bids-modal';
import { ListingFormModal } from './listing-form-modal';
import { ListingRow } from './listing-row';
import { t } from '../i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const STATUS_FILTERS: readonly ListingStatusFilter[] = ['live', 'ended', 'cancelled', 'all'];

/**
 * The auction house's back office: every listing, searched and paged; create, edit (until the
 * first bid), cancel, bids.
 */
export function ListingManagement() {
  const list = useListSearch<ListingStatusFilter>('live');
  const listings = useAdminListings({ search: list.search, status: list.filter, page: list.page });
  const create = useCreateListing();
  const update = useUpdateListing();
  const cancel = useCancelListing();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminListingRow | null>(null);
  const [showingBids, setShowingBids] = useState<AdminListingRow | null>(null);
  const [cancelling, setCancelling] = useState<AdminListingRow | null>(null);

  return (
    <Section
      title={t('title')}
      actions={<Button onClick={() => setCreating(true)}>{t('create')}</Button>}
    >
      <ListToolbar
        searchLabel={t('searchLabel')}
        placeholder={t('placeholder')}
        maxLength={MAX_LISTING_SEARCH_LENGTH}
        text={list.text}
        onText={list.setText}
        filterLabel={t('filterLabel')}
        filters={STATUS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        filter={list.filter}
        onFilter={list.setFilter}
      />
      <QueryView
        query={listings}
        loadingLabel={t('loading')}
        errorTitle={t('failed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title={list.search || list.filter !== 'live' ? t('noneFound') : t('none')}
            message={list.search || list.filter !== 'live' ? undefined : t('noneMessage')}
          />
        }
      >
        {(found) => (
          <div aria-busy={listings.isFetching}>
            <List aria-label={t('list')}>
              {found.rows.map((listing) => (
                <ListingRow
                  key={listing.id}
                  listing={listing}
                  onBids={setShowingBids}
                  onEdit={setEditing}
                  onCancel={setCancelling}
                />
              ))}
            </List>
            <Pagination
              page={list.page}
              pageSize={LISTINGS_PER_PAGE}
              total={found.total}
              totalIsLowerBound={!found.total_is_exact}
              onPageChange={list.setPage}
              label={t('pages')}
            />
          </div>
        )}
      </QueryView>
      {creating && (
        <ListingFormModal
          onSubmit={async (listing) => {
            await create.mutateAsync(listing);
            setCreating(false);
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {editing && (
        <ListingFormModal
          listing={editing}
          onSubmit={async (listing) => {
            await update.mutateAsync({ listingId: editing.id, listing });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {showingBids && <BidsModal listing={showingBids} onClose={() => setShowingBids(null)} />}
      {cancelling && (
        <ConfirmDialog
          open
          title={t('cancelTitle', { item: cancelling.item })}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('keep')}
          tone="danger"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })}
          onCancel={() => setCancelling(null)}
        >
          {t('cancelMessage')}
        </ConfirmDialog>
      )}
    </Section>
  );
}
