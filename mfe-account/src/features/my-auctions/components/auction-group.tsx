import {
  Card,
  ItemTile,
  RichText,
  Tag,
  formatDateTime,
  formatMoney,
  listingElementId,
  type MyAuctionRow,
} from '@norsecraft/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';
import type { AuctionGroup as Group } from '../lib/group-auctions';

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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  /* The row a link named (a won auction's mail). */
  &[data-targeted='true'] {
    margin-inline: -${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

const Body = styled.div`
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
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A sentence with its moment marked as a `<time>`. */
export function EndTime({ text, at }: { text: string; at: string }) {
  return <RichText text={text} parts={{ time: (date) => <time dateTime={at}>{date}</time> }} />;
}

function AuctionFacts({ auction }: { auction: MyAuctionRow }) {
  if (auction.standing === 'won') {
    return (
      <Facts>
        <span>{t('auction.wonFor', { amount: formatMoney(auction.current_bid) })}</span>
        <span>
          <EndTime
            text={t('auction.ended', { date: formatDateTime(auction.end_time) })}
            at={auction.end_time}
          />
        </span>
        <Tag $tone={auction.delivered_at ? 'success' : 'warning'}>
          {auction.delivered_at ? t('auction.delivered') : t('auction.waitingDelivery')}
        </Tag>
      </Facts>
    );
  }
  return (
    <Facts>
      <span>{t('auction.yourBid', { amount: formatMoney(auction.my_bid) })}</span>
      <span>{t('auction.currentBid', { amount: formatMoney(auction.current_bid) })}</span>
      <span>
        <EndTime
          text={t('auction.ends', { date: formatDateTime(auction.end_time) })}
          at={auction.end_time}
        />
      </span>
    </Facts>
  );
}

/**
 * One group of the member's auctions (Leading, Outbid, Won), with its empty sentence. A row is
 * `#listing-<id>` on the page; `targetId` is the one the address names.
 */
export function AuctionGroup({ group, targetId }: { group: Group; targetId: string | null }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{t('group.heading', { title: group.title, count: group.rows.length })}</h2>
      {group.rows.length === 0 ? (
        <Muted>{group.empty}</Muted>
      ) : (
        <List aria-label={group.title}>
          {group.rows.map((auction) => (
            <Row
              key={auction.listing_id}
              id={listingElementId(auction.listing_id)}
              data-targeted={targetId === listingElementId(auction.listing_id)}
              tabIndex={targetId === listingElementId(auction.listing_id) ? -1 : undefined}
            >
              <ItemTile
                name={auction.item}
                category={auction.item_category}
                rarity={auction.rarity}
                size={48}
              />
              <Body>
                <strong>{auction.item}</strong>
                <AuctionFacts auction={auction} />
              </Body>
            </Row>
          ))}
        </List>
      )}
    </Box>
  );
}
