import { Truncate, formatMoney } from '@norsecraft/shared';
import styled from 'styled-components';
import type { AuctionListing } from '../lib/types';
import { TimeLeft } from './time-left';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: 0.9375rem;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Bid = styled.dd`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * Seller, time left, current bid and its bidder: the same facts in the list and the grid. An
 * ended listing says how it ended instead: sold (to whom, for how much) or unsold.
 */
export function ListingFacts({ listing }: { listing: AuctionListing }) {
  if (listing.status !== 'live') {
    return (
      <Facts>
        <dt>Seller</dt>
        <dd>
          <Truncate text={listing.seller} />
        </dd>
        <dt>Result</dt>
        <dd data-testid="auction-result">
          {listing.status === 'sold'
            ? `Sold to ${listing.highestBidder ?? 'Anonymous'} for ${formatMoney(listing.currentBid)}`
            : 'Ended without bids'}
        </dd>
      </Facts>
    );
  }
  return (
    <Facts>
      <dt>Seller</dt>
      <dd>
        <Truncate text={listing.seller} />
      </dd>
      <dt>Time left</dt>
      <dd>
        <TimeLeft endTime={listing.endTime} />
      </dd>
      <dt>Current bid</dt>
      <Bid data-testid="current-bid">{formatMoney(listing.currentBid)}</Bid>
      <dt>Highest bidder</dt>
      <dd data-testid="highest-bidder">{listing.highestBidder ?? 'No bids yet'}</dd>
    </Facts>
  );
}
