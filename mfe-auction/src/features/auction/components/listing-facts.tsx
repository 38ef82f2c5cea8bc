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

/** Seller, time left, current bid and its bidder: the same facts in the list and the grid. */
export function ListingFacts({ listing }: { listing: AuctionListing }) {
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
