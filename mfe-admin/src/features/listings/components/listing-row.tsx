import {
  formatDateTime,
  Button,
  ItemTile,
  Tag,
  formatMoney,
  type AdminListingRow,
} from '@norsecraft/shared';
import styled from 'styled-components';
import { LISTING_STATUS } from '../lib/listing-form';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Body = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  strong {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Money = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** No bid stands on it (in its current round, for a round listing). */
export const isCancellable = (listing: AdminListingRow) =>
  listing.status === 'live' && listing.current_bid === listing.starting_bid;

interface ListingRowProps {
  listing: AdminListingRow;
  onBids: (listing: AdminListingRow) => void;
  onEdit: (listing: AdminListingRow) => void;
  onCancel: (listing: AdminListingRow) => void;
}

/**
 * One listing of the back office: item, state, seller, who listed it, bid and end, with its bids,
 * Edit (until its first bid) and Cancel.
 */
export function ListingRow({ listing, onBids, onEdit, onCancel }: ListingRowProps) {
  const status = LISTING_STATUS[listing.status];
  const ended = listing.status === 'sold' || listing.status === 'unsold';
  return (
    <Row>
      <ItemTile
        name={listing.item}
        category={listing.item_category}
        rarity={listing.rarity}
        size={48}
      />
      <Body>
        <strong>{listing.item}</strong>
        <Facts>
          <Tag $tone={status.tone}>{status.label}</Tag>
          {listing.repeats && <Tag>Rounds</Tag>}
          {listing.status === 'sold' && (
            <Tag $tone={listing.delivered_at ? 'success' : 'warning'}>
              {listing.delivered_at ? 'Delivered' : 'Not delivered yet'}
            </Tag>
          )}
          <span>
            Seller <bdi>{listing.seller}</bdi>
          </span>
          {listing.created_by_name && (
            <span>
              Listed by <bdi>{listing.created_by_name}</bdi>
            </span>
          )}
        </Facts>
        <Facts>
          <span>
            {listing.status === 'sold' ? 'Sold for ' : 'Bid '}
            <Money>{formatMoney(listing.current_bid)}</Money>
            {listing.highest_bidder && (
              <>
                {listing.status === 'sold' ? ' to ' : ' by '}
                <bdi>{listing.highest_bidder}</bdi>
              </>
            )}
          </span>
          {listing.status !== 'cancelled' && (
            <span>
              {ended ? 'Ended' : 'Ends'}{' '}
              <time dateTime={listing.end_time}>{formatDateTime(listing.end_time)}</time>
            </span>
          )}
        </Facts>
      </Body>
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Bids on ${listing.item} (${listing.bids})`}
          onClick={() => onBids(listing)}
        >
          Bids ({listing.bids})
        </Button>
        {listing.editable && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit the listing of ${listing.item}`}
            onClick={() => onEdit(listing)}
          >
            Edit
          </Button>
        )}
        {isCancellable(listing) && (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Cancel the listing of ${listing.item}`}
            onClick={() => onCancel(listing)}
          >
            Cancel
          </Button>
        )}
      </Actions>
    </Row>
  );
}
