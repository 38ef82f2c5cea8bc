import {
  Button,
  EmptyState,
  Modal,
  Pagination,
  QueryView,
  formatMoney,
  type AdminListingRow,
  formatDateTime,
} from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { BIDS_PER_PAGE } from '../api/admin-listings';
import { useListingBids } from '../api/use-admin-listings';
import { t } from '../i18n';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  td:nth-child(2) {
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: nowrap;
  }
`;

/** A listing's bids, newest first, paged: who (public name), how much and when. */
export function BidsModal({ listing, onClose }: { listing: AdminListingRow; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const bids = useListingBids(listing.id, page);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('bidsTitle', { item: listing.item })}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <QueryView
        query={bids}
        loadingLabel={t('loadingBids')}
        errorTitle={t('bidsFailed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={<EmptyState title={t('noBids')} />}
      >
        {(found) => (
          <div aria-busy={bids.isFetching}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('bidder')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col">{t('when')}</th>
                </tr>
              </thead>
              <tbody>
                {found.rows.map((bid) => (
                  <tr key={bid.id}>
                    <td>
                      <bdi>{bid.bidder}</bdi>
                    </td>
                    <td>{formatMoney(bid.amount)}</td>
                    <td>
                      <time dateTime={bid.timestamp}>{formatDateTime(bid.timestamp)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination
              page={page}
              pageSize={BIDS_PER_PAGE}
              total={found.total}
              onPageChange={setPage}
              label={t('bidPages')}
            />
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
