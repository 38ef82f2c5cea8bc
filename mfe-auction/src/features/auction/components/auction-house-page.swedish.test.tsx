import {
  appStore,
  DataError,
  getMyAuctions,
  sessionUserAtom,
  loadPageLanguage,
  setPageLanguage,
  BID_ERRORS,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListings as fetchListings } from '../api/get-listings';
import { placeBid } from '../api/place-bid';
import type { AuctionListing } from '../lib/types';
import { AuctionHousePage } from './auction-house-page';

// The auction house on a Swedish page (/sv/auction-house): its words from the Swedish catalog,
// money and times as Swedish writes them, the database's refusals in Swedish.
jest.mock('../api/get-listings', () => ({
  ...jest.requireActual('../api/get-listings'),
  getListings: jest.fn(),
}));
jest.mock('../api/place-bid', () => ({ placeBid: jest.fn(), notifyBid: jest.fn() }));
jest.mock('../api/subscribe-listings', () => ({ subscribeListings: () => () => {} }));
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  settleEndedAuctions: jest.fn(),
  ownGameAccountQuery: (userId: string | null) => ({
    queryKey: ['game-account', userId],
    queryFn: async () => ({
      player_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
      linked_at: '2029-12-01T00:00:00Z',
      name: 'Thor_Odinson',
    }),
    enabled: userId !== null,
  }),
  subscribeGameAccount: () => () => {},
  getMyAuctions: jest.fn(),
}));
jest.mock('./auction-notices', () => ({ AuctionNotices: () => null }));

const crown: AuctionListing = {
  id: 1,
  item: 'Crown of Odin',
  seller: 'Odin',
  startingBid: 10_000_000,
  // 1 250 gold.
  currentBid: 12_500_000,
  endTime: new Date(Date.now() + 2 * 3_600_000 + 30 * 60_000 + 30_000).toISOString(),
  rarity: 'Legendary',
  itemId: 3,
  itemCategory: 'armor',
  sellerUuid: null,
  gameItem: null,
  description: '',
  highestBidder: null,
  repeats: true,
  status: 'live',
};

beforeEach(async () => {
  await loadPageLanguage('sv');
  jest.mocked(fetchListings).mockResolvedValue([crown]);
  jest.mocked(getMyAuctions).mockResolvedValue([]);
  appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@example.com', profile: null });
});

afterEach(() => setPageLanguage('en'));

it('says everything in Swedish, with Swedish money and time left', async () => {
  renderWithProviders(<AuctionHousePage />, { route: '/auction-house' });
  const card = await screen.findByRole('article', { name: 'Crown of Odin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Auktionshuset' })).toBeInTheDocument();
  expect(screen.getByText('Köp och sälj föremål med andra spelare')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mina auktioner' })).toHaveAttribute(
    'href',
    '/my-auctions',
  );
  expect(screen.getByRole('searchbox', { name: 'Sök föremål eller säljare' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Slutar snarast' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(card).getByText('Legendarisk')).toBeVisible();
  expect(within(card).getByText('Nuvarande bud')).toBeVisible();
  // Swedish groups thousands with a no-break space.
  expect(within(card).getByTestId('current-bid').textContent).toBe('1\u00a0250g');
  expect(within(card).getByTestId('highest-bidder')).toHaveTextContent('Inga bud än');
  expect(await within(card).findByText('2 tim 30 min')).toBeVisible();
});

it('takes a bid in Swedish and says why the database refused it in Swedish', async () => {
  jest.mocked(placeBid).mockRejectedValue(new DataError(BID_ERRORS.alreadyLeading, 400, 'P0001'));
  const user = userEvent.setup();
  renderWithProviders(<AuctionHousePage />, { route: '/auction-house' });
  const card = await screen.findByRole('article', { name: 'Crown of Odin' });
  await user.click(within(card).getByRole('button', { name: 'Buda på Crown of Odin' }));
  const dialog = screen.getByRole('dialog', { name: 'Lägg bud' });
  const gold = await within(dialog).findByLabelText('Guld');
  expect(within(dialog).getByText('Lägsta bud')).toBeVisible();

  await user.click(within(dialog).getByRole('button', { name: 'Lägg bud' }));
  expect(within(dialog).getByText('Skriv ett bud i guld, silver eller koppar')).toBeVisible();

  await user.type(gold, '1000');
  await user.click(within(dialog).getByRole('button', { name: 'Lägg bud' }));
  expect(within(dialog).getByText('Budet måste vara högre än nuvarande bud')).toBeVisible();

  await user.click(within(dialog).getByRole('button', { name: /^Buda det lägsta/ }));
  expect(within(dialog).getByText(/^Ditt bud:/).textContent).toBe('Ditt bud: 1\u00a0250g 1c');
  await user.click(within(dialog).getByRole('button', { name: 'Lägg bud' }));
  expect(await within(dialog).findByText('Du har redan det högsta budet')).toBeVisible();
});
