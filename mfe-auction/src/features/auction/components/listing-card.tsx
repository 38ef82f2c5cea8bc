import { Button, Card, ItemTile } from '@norsecraft/shared';
import styled, { css } from 'styled-components';
import type { AuctionListing, ViewMode } from '../lib/types';
import { useChangeHighlight } from '../lib/use-change-highlight';
import { ListingFacts } from './listing-facts';
import { RarityBadge } from './rarity-badge';

const Item = styled(Card).attrs({ as: 'article' })<{ $view: ViewMode }>`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  transition: box-shadow 0.4s ease-out;

  /* A bid that just came in, from this tab or any other. */
  &[data-highlight='true'] {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.shadow.md};
    transition: none;
  }
  ${({ $view, theme }) =>
    $view === 'grid'
      ? css`
          flex-direction: column;
          align-items: stretch;
          > :first-child {
            align-self: center;
          }
        `
      : css`
          flex-direction: column;
          @media (min-width: ${theme.breakpoints.md}) {
            flex-direction: row;
            align-items: center;
          }
        `}
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Description = styled.p<{ $muted: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: ${({ $muted }) => ($muted ? 'italic' : 'normal')};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: none;
`;

interface ListingCardProps {
  listing: AuctionListing;
  view: ViewMode;
  canBid: boolean;
  onBid: (listing: AuctionListing) => void;
}

/** One listing; the list shows it as a row with a 'Bid' button, the grid as a card. */
export function ListingCard({ listing, view, canBid, onBid }: ListingCardProps) {
  const headingId = `auction-listing-${listing.id}`;
  const highlighted = useChangeHighlight(listing.currentBid);
  const hasDescription = listing.description.trim() !== '';
  const description = hasDescription
    ? listing.description
    : view === 'grid'
      ? 'No description available'
      : '';
  return (
    <Item $view={view} aria-labelledby={headingId} data-highlight={highlighted}>
      <ItemTile name={listing.item} rarity={listing.rarity} size={view === 'grid' ? 96 : 64} />
      <Body>
        <Heading>
          <h2 id={headingId}>{listing.item}</h2>
          <RarityBadge rarity={listing.rarity} />
        </Heading>
        {description && <Description $muted={!hasDescription}>{description}</Description>}
        <ListingFacts listing={listing} />
      </Body>
      <Actions>
        {listing.status === 'live' ? (
          <Button
            variant="primary"
            block={view === 'grid'}
            disabled={!canBid}
            onClick={() => onBid(listing)}
          >
            {view === 'grid' ? 'Place Bid' : 'Bid'}
          </Button>
        ) : (
          <Button variant="secondary" block={view === 'grid'} disabled>
            {listing.status === 'sold' ? 'Sold' : 'Ended'}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
