import {
  Banner,
  EmptyState,
  LinkButton,
  QueryView,
  Page,
  PageHeader,
  signInPath,
  useSessionUser,
} from '@norsecraft/shared';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useListings } from '../api/use-listings';
import { useMyBids } from '../api/use-my-bids';
import { searchListings, sortListings } from '../lib/search-sort';
import type { AuctionListing, SortMode } from '../lib/types';
import { useBidding } from '../lib/use-bidding';
import { viewModeAtom } from '../lib/view-mode';
import { AuctionNotices } from './auction-notices';
import { AuctionToolbar } from './auction-toolbar';
import { BidModal } from './bid-modal';
import { ListingCollection } from './listing-collection';

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  &:empty {
    display: none;
  }
`;

const NO_LISTINGS: AuctionListing[] = [];

export function AuctionHousePage() {
  const user = useSessionUser();
  const location = useLocation();
  const view = useAtomValue(viewModeAtom);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortMode>('time');
  const listings = useListings();
  const myBids = useMyBids(user?.id ?? null);
  const bidding = useBidding(listings.data ?? NO_LISTINGS, user?.id ?? null);

  const shown = useMemo(
    () => (listings.data ? sortListings(searchListings(listings.data, query), sort) : []),
    [listings.data, query, sort],
  );

  return (
    <Page>
      <PageHeader
        title="Auction House"
        subtitle="Buy and sell items with other players"
        actions={
          user && (
            <LinkButton to="/my-auctions" variant="secondary" size="sm">
              My Auctions
            </LinkButton>
          )
        }
      />
      <AuctionToolbar query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
      <Notices>
        <AuctionNotices />
        {!user && (
          <Banner tone="info">
            <Link to={signInPath(location)}>Sign in</Link> to place a bid.
          </Banner>
        )}
        {/* While the dialog is open the error shows inside it; afterwards it stays here. */}
        {bidding.error && !bidding.target && <Banner tone="error">{bidding.error}</Banner>}
      </Notices>
      <QueryView
        query={listings}
        loadingLabel="Loading auctions..."
        errorTitle="Failed to load auctions"
      >
        {() =>
          shown.length > 0 ? (
            <ListingCollection
              listings={shown}
              view={view}
              canBid={Boolean(user)}
              myBids={myBids}
              onBid={bidding.open}
            />
          ) : (
            <EmptyState
              title="No auctions found"
              message={query ? 'Try another item or seller name.' : undefined}
            />
          )
        }
      </QueryView>
      {bidding.target && (
        <BidModal
          listing={bidding.target}
          error={bidding.error}
          submitting={bidding.submitting}
          onSubmit={bidding.submit}
          onClose={bidding.close}
        />
      )}
    </Page>
  );
}
