import {
  Button,
  Card,
  ItemTile,
  Tag,
  formatDateTime,
  formatMoney,
  gameItemLines,
  gameName,
  type MyListingRow,
} from '@norsecraft/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { useCancelMyListing, useMyListings } from '../api/use-my-listings';
import { t } from '../../../lib/i18n';

const Box = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const Body = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

function stateTag(listing: MyListingRow) {
  if (listing.status === 'live') return <Tag $tone="info">{t('listings.running')}</Tag>;
  if (listing.status === 'sold') return <Tag $tone="success">{t('listings.sold')}</Tag>;
  return (
    <Tag $tone="warning">
      {listing.returned_at ? t('listings.returned') : t('listings.returning')}
    </Tag>
  );
}

/** What the member's player put up in game: its state, and a cancel while no bid stands. */
export function MyListingsSection({ userId }: { userId: string }) {
  const headingId = useId();
  const listings = useMyListings(userId);
  const cancel = useCancelMyListing(userId);
  const rows = listings.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{t('listings.title', { count: rows.length })}</h2>
      <Rows aria-label={t('listings.label')}>
        {rows.map((listing) => (
          <li key={listing.id}>
            <ItemTile
              name={`${gameName(listing.game_item.material)} ${listing.item}`}
              rarity={listing.rarity}
              size={48}
            />
            <Body>
              <strong>{listing.item}</strong>
              <span>{gameItemLines(listing.game_item).join(' · ')}</span>
              <span>
                {listing.bids > 0
                  ? t('listings.bid', { amount: formatMoney(listing.current_bid) })
                  : t('listings.startsAt', { amount: formatMoney(listing.starting_bid) })}
                {' · '}
                {listing.status === 'live' ? t('listings.ends') : t('listings.ended')}{' '}
                <time dateTime={listing.end_time}>{formatDateTime(listing.end_time)}</time>
              </span>
            </Body>
            {stateTag(listing)}
            {listing.status === 'live' && listing.bids === 0 && (
              <Button
                size="sm"
                variant="secondary"
                loading={cancel.isPending && cancel.variables === listing.id}
                onClick={() => cancel.mutate(listing.id)}
                aria-label={t('listings.cancelLabel', { item: listing.item })}
              >
                {t('listings.cancel')}
              </Button>
            )}
          </li>
        ))}
      </Rows>
    </Box>
  );
}
