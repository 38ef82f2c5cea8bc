import {
  Banner,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  QueryView,
  Page,
  PageHeader,
  signInPath,
  useSessionUser,
} from '@norsecraft/shared';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCancelListing } from '../api/cancel-listing';
import { useGameAccount } from '../api/use-game-account';
import { useListings } from '../api/use-listings';
import { useMyBids } from '../api/use-my-bids';
import { searchListings, sortListings } from '../lib/search-sort';
import type { AuctionListing, SortMode } from '../lib/types';
import { useBidding } from '../lib/use-bidding';
import { useViewMode } from '../lib/view-mode';
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
  const [view] = useViewMode();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortMode>('time');
  const listings = useListings();
  const myBids = useMyBids(user?.id ?? null);
  const bidding = useBidding(listings.data ?? NO_LISTINGS, user?.id ?? null);
  const ownPlayer = useGameAccount().data?.player_uuid ?? null;
  const cancelling = useCancelListing();
  const [toCancel, setToCancel] = useState<AuctionListing | null>(null);

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
              ownPlayer={ownPlayer}
              onBid={bidding.open}
              onCancel={setToCancel}
            />
          ) : (
            <EmptyState
              title="No auctions found"
              message={query ? 'Try another item or seller name.' : undefined}
            />
          )
        }
      </QueryView>
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel listing"
        confirmLabel="Cancel listing"
        cancelLabel="Keep it"
        tone="danger"
        busy={cancelling.isPending}
        onConfirm={() =>
          toCancel && cancelling.mutate(toCancel, { onSettled: () => setToCancel(null) })
        }
        onCancel={() => setToCancel(null)}
      >
        <p>
          {toCancel?.item} leaves the auction house and goes back to you in game the next time the
          server hands out returns.
        </p>
      </ConfirmDialog>
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
