import {
  formatDateTime,
  Button,
  ItemTile,
  Tag,
  formatMoney,
  RichText,
  type AdminListingRow,
} from '@norsecraft/shared';
import styled from 'styled-components';
import { LISTING_STATUS_TONE } from '../lib/listing-form';
import { t } from '../i18n';

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

/** Names (a seller, a bidder) are isolated: their direction never reorders the sentence. */
const NAME = { name: (name: string) => <bdi>{name}</bdi> };

/** The bid's sentence: sold or standing, with its bidder when there is one. */
function bidKey(listing: AdminListingRow) {
  if (listing.status === 'sold') return listing.highest_bidder ? 'soldTo' : 'soldFor';
  return listing.highest_bidder ? 'bidBy' : 'bid';
}

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
          <Tag $tone={LISTING_STATUS_TONE[listing.status]}>{t(`status.${listing.status}`)}</Tag>
          {listing.repeats && <Tag>{t('rounds')}</Tag>}
          {listing.status === 'sold' && (
            <Tag $tone={listing.delivered_at ? 'success' : 'warning'}>
              {listing.delivered_at ? t('delivered') : t('notDelivered')}
            </Tag>
          )}
          <span>
            <RichText text={t('seller', { name: listing.seller })} parts={NAME} />
          </span>
          {listing.created_by_name && (
            <span>
              <RichText text={t('listedBy', { name: listing.created_by_name })} parts={NAME} />
            </span>
          )}
        </Facts>
        <Facts>
          <span>
            <RichText
              text={t(bidKey(listing), {
                amount: formatMoney(listing.current_bid),
                name: listing.highest_bidder,
              })}
              parts={{ ...NAME, money: (amount) => <Money>{amount}</Money> }}
            />
          </span>
          {listing.status !== 'cancelled' && (
            <span>
              <RichText
                text={t(ended ? 'ended' : 'ends', { at: formatDateTime(listing.end_time) })}
                parts={{ time: (at) => <time dateTime={listing.end_time}>{at}</time> }}
              />
            </span>
          )}
        </Facts>
      </Body>
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('bidsOn', { item: listing.item, count: listing.bids })}
          onClick={() => onBids(listing)}
        >
          {t('bids', { count: listing.bids })}
        </Button>
        {listing.editable && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('editOf', { item: listing.item })}
            onClick={() => onEdit(listing)}
          >
            {t('edit')}
          </Button>
        )}
        {isCancellable(listing) && (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('cancelOf', { item: listing.item })}
            onClick={() => onCancel(listing)}
          >
            {t('cancel')}
          </Button>
        )}
      </Actions>
    </Row>
  );
}
