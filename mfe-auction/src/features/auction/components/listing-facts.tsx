import { Tag, Truncate, formatMoney } from '@norsecraft/shared';
import styled, { css } from 'styled-components';
import type { AuctionListing } from '../lib/types';
import { TimeLeft } from './time-left';

const labels = css`
  dt {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

// Label above value, the facts side by side: read at a glance, as on a market board.
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  font-size: 0.9375rem;

  div {
    min-width: 0;
  }
  ${labels}
`;

const Price = styled.dl`
  margin: 0;
  ${labels}
`;

const Amount = styled.dd`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
`;

// 'Highest bidder  Thor' on one line under the price, the label in small capitals.
const Bidder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space(2)}`};
  font-size: 0.875rem;

  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Who sells it and, while it runs, how long is left. */
export function ListingMeta({ listing }: { listing: AuctionListing }) {
  return (
    <Facts>
      <div>
        <dt>Seller</dt>
        <dd>
          <Truncate text={listing.seller} />
        </dd>
      </div>
      {listing.status === 'live' && (
        <div>
          <dt>Time left</dt>
          <dd>
            <TimeLeft endTime={listing.endTime} />
          </dd>
        </div>
      )}
    </Facts>
  );
}

/**
 * The price, the listing's headline: the current bid and its bidder. An ended listing says how it
 * ended instead: sold (to whom, for how much) or unsold.
 */
export function ListingPrice({ listing, leading }: { listing: AuctionListing; leading: boolean }) {
  if (listing.status !== 'live') {
    return (
      <Price>
        <dt>Result</dt>
        <dd data-testid="auction-result">
          {listing.status === 'sold' ? (
            <>
              Sold to <bdi>{listing.highestBidder ?? 'Anonymous'}</bdi> for{' '}
              {formatMoney(listing.currentBid)}
            </>
          ) : (
            'Ended without bids'
          )}
        </dd>
      </Price>
    );
  }
  return (
    <Price>
      <div>
        <dt>Current bid</dt>
        <Amount data-testid="current-bid">{formatMoney(listing.currentBid)}</Amount>
      </div>
      <Bidder>
        <dt>Highest bidder</dt>
        <dd data-testid="highest-bidder">
          {listing.highestBidder ? <bdi>{listing.highestBidder}</bdi> : 'No bids yet'}
        </dd>
        {leading && (
          <dd>
            <Tag $tone="success">You&rsquo;re leading</Tag>
          </dd>
        )}
      </Bidder>
    </Price>
  );
}
