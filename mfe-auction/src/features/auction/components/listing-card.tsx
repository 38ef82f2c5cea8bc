import {
  Button,
  Card,
  ItemTile,
  gameItemLines,
  gameName,
  listingElementId,
} from '@norsecraft/shared';
import styled, { css } from 'styled-components';
import type { AuctionListing, ViewMode } from '../lib/types';
import { useChangeHighlight } from '../lib/use-change-highlight';
import { ListingMeta, ListingPrice } from './listing-facts';
import { t } from '../../../lib/i18n';
import { RarityBadge } from './rarity-badge';

/*
 * The list is a market board: one row per listing, the price and the Bid action at its right
 * (under the item on a phone). The grid is a card per listing, the price above its button.
 */
const Item = styled(Card).attrs({ as: 'article' })<{ $view: ViewMode }>`
  display: grid;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  height: 100%;
  transition: box-shadow 0.4s ease-out;

  /* A bid that just came in, from this tab or any other; the listing a link named. */
  &[data-highlight='true'],
  &[data-targeted='true'] {
    box-shadow:
      inset 0 0 0 2px ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.shadow.md};
    transition: none;
  }
  ${({ $view, theme }) =>
    $view === 'grid'
      ? css`
          grid-template-columns: minmax(0, 1fr);
          grid-template-rows: auto 1fr auto auto;
          grid-template-areas: 'art' 'info' 'price' 'action';
          > :first-child {
            justify-self: center;
          }
        `
      : css`
          /* The price spans under the art, so its width never squeezes the item's column. */
          grid-template-columns: auto minmax(0, 1fr) auto;
          grid-template-areas:
            'art info info'
            'price price action';
          align-items: center;
          border: 0;
          border-radius: 0;
          box-shadow: none;
          background: transparent;
          padding: ${theme.space(4)};

          @media (min-width: ${theme.breakpoints.md}) {
            grid-template-columns: auto minmax(0, 1fr) 13rem auto;
            grid-template-areas: 'art info price action';
            gap: ${theme.space(5)};
            padding: ${`${theme.space(4)} ${theme.space(5)}`};
          }
        `}
`;

const Art = styled.div`
  grid-area: art;
  align-self: start;
`;

const Info = styled.div`
  grid-area: info;
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

const GameItemLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const PriceArea = styled.div`
  grid-area: price;
  min-width: 0;
`;

const Action = styled.div<{ $view: ViewMode }>`
  grid-area: action;
  justify-self: ${({ $view }) => ($view === 'grid' ? 'stretch' : 'end')};
`;

const bidLabel = (view: ViewMode) => (view === 'grid' ? t('card.placeBid') : t('card.bid'));
const bidName = (view: ViewMode, item: string) =>
  view === 'grid' ? t('card.placeBidOn', { item }) : t('card.bidOn', { item });
const endLabel = (listing: AuctionListing) =>
  listing.status === 'sold' ? t('card.sold') : t('card.ended');
const endName = (listing: AuctionListing) =>
  listing.status === 'sold'
    ? t('card.soldItem', { item: listing.item })
    : t('card.endedItem', { item: listing.item });

interface ListingCardProps {
  listing: AuctionListing;
  view: ViewMode;
  canBid: boolean;
  /** The member holds its highest bid: they are told so, and cannot bid over themselves. */
  leading: boolean;
  /** The member's own listing (their player sells it): cancel while no bid stands, never bid. */
  own: boolean;
  /** The listing the address names (`#listing-<id>`): marked, and focused once it is there. */
  targeted: boolean;
  onBid: (listing: AuctionListing) => void;
  onCancel: (listing: AuctionListing) => void;
}

/**
 * One listing; the list shows it as a row with a 'Bid' button, the grid as a card. Each button's
 * name carries the item ("Place Bid on Frostbite Axe"): a list of buttons all named alike tells
 * a screen reader user nothing.
 */
export function ListingCard({
  listing,
  view,
  canBid,
  leading,
  own,
  targeted,
  onBid,
  onCancel,
}: ListingCardProps) {
  const headingId = `auction-listing-${listing.id}`;
  const highlighted = useChangeHighlight(listing.currentBid);
  const { gameItem } = listing;
  const hasDescription = listing.description.trim() !== '';
  const description = hasDescription
    ? listing.description
    : view === 'grid'
      ? t('card.noDescription')
      : '';
  return (
    <Item
      $view={view}
      id={listingElementId(listing.id)}
      aria-labelledby={headingId}
      data-highlight={highlighted}
      data-targeted={targeted}
      tabIndex={targeted ? -1 : undefined}
    >
      <Art>
        <ItemTile
          // A player's item is drawn by what it is in game (a sword, an apple), where one fits.
          name={gameItem ? `${gameName(gameItem.material)} ${listing.item}` : listing.item}
          category={listing.itemCategory}
          rarity={listing.rarity}
          size={view === 'grid' ? 96 : 64}
        />
      </Art>
      <Info>
        <Heading>
          <h2 id={headingId}>{listing.item}</h2>
          <RarityBadge rarity={listing.rarity} />
        </Heading>
        {gameItem ? (
          <GameItemLines aria-label={t('card.inGame', { item: listing.item })}>
            {gameItemLines(gameItem).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </GameItemLines>
        ) : (
          description && <Description $muted={!hasDescription}>{description}</Description>
        )}
        <ListingMeta listing={listing} />
      </Info>
      <PriceArea>
        <ListingPrice listing={listing} leading={leading} />
      </PriceArea>
      <Action $view={view}>
        {listing.status === 'live' && own ? (
          <Button
            variant="secondary"
            block={view === 'grid'}
            disabled={listing.highestBidder !== null || listing.currentBid > listing.startingBid}
            onClick={() => onCancel(listing)}
            aria-label={t('card.cancelOwn', { item: listing.item })}
          >
            {t('cancel.title')}
          </Button>
        ) : listing.status === 'live' ? (
          <Button
            variant="primary"
            block={view === 'grid'}
            disabled={!canBid || leading}
            onClick={() => onBid(listing)}
            aria-label={bidName(view, listing.item)}
          >
            {bidLabel(view)}
          </Button>
        ) : (
          <Button
            variant="secondary"
            block={view === 'grid'}
            disabled
            aria-label={endName(listing)}
          >
            {endLabel(listing)}
          </Button>
        )}
      </Action>
    </Item>
  );
}
