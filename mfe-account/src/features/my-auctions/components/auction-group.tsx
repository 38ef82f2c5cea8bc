import {
  Card,
  ItemTile,
  RichText,
  Tag,
  formatDateTime,
  formatMoney,
  type MyAuctionRow,
} from '@norsecraft/shared';
import { useId } from 'react';
import styled from 'styled-components';
import type { AuctionGroup as Group } from '../lib/group-auctions';
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

/** 'Ends 3 dec. 2026 18:00', the moment a `<time>` wherever the language puts it. */
function EndTime({
  auction,
  textKey,
}: {
  auction: MyAuctionRow;
  textKey: 'auctions.ends' | 'auctions.ended';
}) {
  return (
    <RichText
      text={t(textKey, { date: formatDateTime(auction.end_time) })}
      parts={{ time: (date) => <time dateTime={auction.end_time}>{date}</time> }}
    />
  );
}

function AuctionFacts({ auction }: { auction: MyAuctionRow }) {
  if (auction.standing === 'won') {
    return (
      <Facts>
        <span>{t('auctions.wonFor', { amount: formatMoney(auction.current_bid) })}</span>
        <span>
          <EndTime auction={auction} textKey="auctions.ended" />
        </span>
        <Tag $tone={auction.delivered_at ? 'success' : 'warning'}>
          {auction.delivered_at ? t('auctions.delivered') : t('auctions.waitingDelivery')}
        </Tag>
      </Facts>
    );
  }
  return (
    <Facts>
      <span>{t('auctions.yourBid', { amount: formatMoney(auction.my_bid) })}</span>
      <span>{t('auctions.currentBid', { amount: formatMoney(auction.current_bid) })}</span>
      <span>
        <EndTime auction={auction} textKey="auctions.ends" />
      </span>
    </Facts>
  );
}

/** One group of the member's auctions (Leading, Outbid, Won), with its empty sentence. */
export function AuctionGroup({ group }: { group: Group }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('auctions.group', { title: group.title, count: group.rows.length })}
      </h2>
      {group.rows.length === 0 ? (
        <Muted>{group.empty}</Muted>
      ) : (
        <List aria-label={group.title}>
          {group.rows.map((auction) => (
            <Row key={auction.listing_id}>
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
