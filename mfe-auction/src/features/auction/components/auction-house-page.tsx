import {
  Banner,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  QueryView,
  Page,
  PageHeader,
  RichText,
  signInPath,
  useHashTarget,
  useSessionUser,
} from '@norsecraft/shared';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../../../lib/i18n';
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
  const targetId = useHashTarget(listings.data !== undefined);
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
        title={t('house.title')}
        subtitle={t('house.subtitle')}
        actions={
          user && (
            <LinkButton to="/my-auctions" variant="secondary" size="sm">
              {t('house.myAuctions')}
            </LinkButton>
          )
        }
      />
      <AuctionToolbar query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
      <Notices>
        <AuctionNotices />
        {!user && (
          <Banner tone="info">
            <RichText
              text={t('house.signIn')}
              parts={{ link: (text) => <Link to={signInPath(location)}>{text}</Link> }}
            />
          </Banner>
        )}
        {/* While the dialog is open the error shows inside it; afterwards it stays here. */}
        {bidding.error && !bidding.target && <Banner tone="error">{bidding.error}</Banner>}
      </Notices>
      <QueryView
        query={listings}
        loadingLabel={t('house.loading')}
        errorTitle={t('house.loadFailed')}
      >
        {() =>
          shown.length > 0 ? (
            <ListingCollection
              listings={shown}
              view={view}
              canBid={Boolean(user)}
              myBids={myBids}
              ownPlayer={ownPlayer}
              targetId={targetId}
              onBid={bidding.open}
              onCancel={setToCancel}
            />
          ) : (
            <EmptyState
              title={t('house.empty')}
              message={query ? t('house.emptyHint') : undefined}
            />
          )
        }
      </QueryView>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('cancel.title')}
        confirmLabel={t('cancel.title')}
        cancelLabel={t('cancel.keep')}
        tone="danger"
        busy={cancelling.isPending}
        onConfirm={() =>
          toCancel && cancelling.mutate(toCancel, { onSettled: () => setToCancel(null) })
        }
        onCancel={() => setToCancel(null)}
      >
        <p>{t('cancel.body', { item: toCancel?.item })}</p>
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
