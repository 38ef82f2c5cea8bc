import { Grid } from '@norsecraft/shared';
import styled from 'styled-components';
import { isLeading, type MyBids } from '../lib/leading';
import type { AuctionListing, ViewMode } from '../lib/types';
import { listingElementId } from '@norsecraft/shared';
import { ListingCard } from './listing-card';

// One board, the listings as its rows.
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GridList = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface ListingCollectionProps {
  listings: AuctionListing[];
  view: ViewMode;
  canBid: boolean;
  /** The member's own bids: where they lead. */
  myBids: MyBids;
  /** The member's linked player: their own listings offer a cancel, not a bid. */
  ownPlayer: string | null;
  /** The element id the address's fragment names (a notice's link to a listing). */
  targetId: string | null;
  onBid: (listing: AuctionListing) => void;
  onCancel: (listing: AuctionListing) => void;
}

export function ListingCollection({
  listings,
  view,
  canBid,
  myBids,
  ownPlayer,
  targetId,
  onBid,
  onCancel,
}: ListingCollectionProps) {
  const items = listings.map((listing) => (
    <li key={listing.id}>
      <ListingCard
        listing={listing}
        view={view}
        canBid={canBid}
        leading={isLeading(listing, myBids)}
        own={ownPlayer !== null && listing.sellerUuid === ownPlayer}
        targeted={targetId === listingElementId(listing.id)}
        onBid={onBid}
        onCancel={onCancel}
      />
    </li>
  ));
  return view === 'grid' ? <GridList $min="260px">{items}</GridList> : <List>{items}</List>;
}
