import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuctionListing } from '../lib/types';
import { ListingCard } from './listing-card';

const blade: AuctionListing = {
  id: 7,
  item: 'Frostbite Blade',
  seller: 'Sif_Goldhair',
  startingBid: 10_000,
  currentBid: 10_000,
  endTime: new Date(Date.now() + 3_600_000).toISOString(),
  rarity: 'Epic',
  itemId: null,
  itemCategory: null,
  sellerUuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  gameItem: {
    name: 'Frostbite Blade',
    material: 'DIAMOND_SWORD',
    amount: 1,
    enchantments: { sharpness: 5, unbreaking: 3 },
    stats: { attack_damage: 8 },
    rarity: 'Epic',
  },
  description: '',
  highestBidder: null,
  repeats: false,
  status: 'live',
};

function renderCard(listing: AuctionListing, own: boolean) {
  const onBid = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(
    <ListingCard
      listing={listing}
      view="list"
      canBid
      leading={false}
      own={own}
      targeted={false}
      onBid={onBid}
      onCancel={onCancel}
    />,
  );
  return { card: screen.getByRole('article', { name: listing.item }), onBid, onCancel };
}

it('shows a player’s item as the game describes it, and its seller', () => {
  const { card } = renderCard(blade, false);
  expect(
    within(card).getByRole('list', { name: 'Frostbite Blade in game' }).querySelectorAll('li'),
  ).toHaveLength(3);
  expect(card).toHaveTextContent('Diamond Sword');
  expect(card).toHaveTextContent('Sharpness V, Unbreaking III');
  expect(card).toHaveTextContent('Attack Damage: 8');
  expect(card).toHaveTextContent('Sif_Goldhair');
  expect(within(card).getByRole('button', { name: 'Bid on Frostbite Blade' })).toBeEnabled();
});

it('offers its seller a cancel instead of a bid, until a bid stands on it', async () => {
  const { card, onCancel } = renderCard(blade, true);
  expect(within(card).queryByRole('button', { name: /^Bid on / })).toBeNull();
  await userEvent.click(
    within(card).getByRole('button', { name: 'Cancel your listing of Frostbite Blade' }),
  );
  expect(onCancel).toHaveBeenCalledWith(blade);
});

it('keeps the cancel off once a bid stands', () => {
  const { card } = renderCard({ ...blade, currentBid: 12_000, highestBidder: 'Thor' }, true);
  expect(
    within(card).getByRole('button', { name: 'Cancel your listing of Frostbite Blade' }),
  ).toBeDisabled();
});
