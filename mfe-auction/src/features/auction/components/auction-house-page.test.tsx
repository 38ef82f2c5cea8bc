import {
  sessionUserAtom,
  appStore,
  DataError,
  getMyAuctions,
  settleEndedAuctions,
  UNREACHABLE,
  type MyAuctionRow,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListings as fetchListings } from '../api/get-listings';
import { notifyBid, placeBid } from '../api/place-bid';
import { subscribeListings, type ListingFeedHandlers } from '../api/subscribe-listings';
import { BID_PLACED, POLL_INTERVAL_MS } from '../api/use-listings';
import type { AuctionListing } from '../lib/types';
import { HIGHLIGHT_MS } from '../lib/use-change-highlight';
import { VIEW_MODE_STORAGE_KEY } from '../lib/view-mode';
import { AuctionHousePage } from './auction-house-page';

jest.mock('../api/get-listings', () => ({
  ...jest.requireActual('../api/get-listings'),
  getListings: jest.fn(),
}));
jest.mock('../api/place-bid', () => ({ placeBid: jest.fn(), notifyBid: jest.fn() }));
// The auction-settle function (supabase/local/test/game-bridge-auctions.test.ts) and the
// member's notices (shared/src/member-notices) are not this page's subject.
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  settleEndedAuctions: jest.fn(),
  // The member's game account (bids need one): linked unless a test says otherwise.
  ownGameAccountQuery: (userId: string | null) => ({
    queryKey: ['game-account', userId],
    queryFn: () => mockGameAccount(),
    enabled: userId !== null,
  }),
  subscribeGameAccount: () => () => {},
  // The member's own bids (my_auctions, tested against the stack in db/auction-end.test.ts).
  getMyAuctions: jest.fn(),
}));
const mockGameAccount = jest.fn();
jest.mock('./auction-notices', () => ({ AuctionNotices: () => null }));
// The Realtime channel (tested against the real stack in supabase/local/test/realtime.test.ts):
// each test drives the handlers the page hands it.
jest.mock('../api/subscribe-listings', () => ({ subscribeListings: jest.fn() }));

const mockFetch = jest.mocked(fetchListings);
const mockSubscribe = jest.mocked(subscribeListings);
let feed: ListingFeedHandlers;
const unsubscribe = jest.fn();
const mockPlaceBid = jest.mocked(placeBid);
const mockMyAuctions = jest.mocked(getMyAuctions);
const mockNotify = jest.mocked(notifyBid);

const now = Date.parse('2030-01-01T12:00:00Z');
const sword: AuctionListing = {
  id: 1,
  item: 'Gungnir Spear',
  seller: 'Odin',
  startingBid: 48_000,
  currentBid: 50_000,
  // Half a minute of slack: the test's own waiting advances the fake clock a little.
  endTime: new Date(now + 9_000_000 + 30_000).toISOString(),
  rarity: 'Legendary',
  itemId: 3,
  itemCategory: 'weapon',
  sellerUuid: null,
  gameItem: null,
  description: '',
  highestBidder: 'Thor_Odinson',
  repeats: true,
  status: 'live',
};
const apple: AuctionListing = {
  ...sword,
  id: 2,
  item: 'Golden Apple',
  seller: 'Idun',
  currentBid: 60_000,
  rarity: 'Rare',
  description: 'Keeps the gods young',
  highestBidder: null,
  endTime: new Date(now + 3_600_000).toISOString(),
};

function signIn() {
  appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@example.com', profile: null });
}

async function renderPage() {
  // No typing delay: the fake clock moves only when a test says so, so polls stay predictable.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AuctionHousePage />, { route: '/auction-house' });
  await screen.findByText('Gungnir Spear');
  return user;
}

beforeEach(() => {
  jest.useFakeTimers({ now });
  localStorage.clear();
  appStore.set(sessionUserAtom, null);
  mockFetch.mockResolvedValue([sword, apple]);
  mockGameAccount.mockReset().mockResolvedValue({
    player_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
    linked_at: '2029-12-01T00:00:00Z',
    name: 'Thor_Odinson',
  });
  mockMyAuctions.mockReset().mockResolvedValue([]);
  mockPlaceBid.mockReset();
  mockNotify.mockReset();
  unsubscribe.mockReset();
  mockSubscribe.mockReset().mockImplementation((_client, handlers) => {
    feed = handlers;
    return unsubscribe;
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the header, listings soonest-ending first, time left and bids in g/s/c', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Auction House' })).toBeInTheDocument();
  expect(screen.getByText('Buy and sell items with other players')).toBeInTheDocument();
  const items = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(items).toEqual(['Golden Apple', 'Gungnir Spear']);
  const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
  expect(within(spear).getByText('2h 30m')).toBeInTheDocument();
  expect(within(spear).getByText('5g')).toBeInTheDocument();
});

it("shows the highest bidder's display name, or that nobody has bid yet", async () => {
  await renderPage();
  const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
  expect(within(spear).getByTestId('highest-bidder')).toHaveTextContent('Thor_Odinson');
  const apple = screen.getByRole('article', { name: 'Golden Apple' });
  expect(within(apple).getByTestId('highest-bidder')).toHaveTextContent('No bids yet');
});

it('brings the listing a link names into view, focused and marked', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  renderWithProviders(<AuctionHousePage />, { route: '/auction-house#listing-1' });
  await screen.findByText('Gungnir Spear');
  const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
  expect(spear).toHaveFocus();
  expect(scrolled).toEqual([spear]);
  expect(spear).toHaveAttribute('data-targeted', 'true');
  expect(screen.getByRole('article', { name: 'Golden Apple' })).toHaveAttribute(
    'data-targeted',
    'false',
  );
});

it('counts the time left down every second', async () => {
  await renderPage();
  const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(within(spear).getByText('2h 29m')).toBeInTheDocument();
});

/** The query cache tells the page on its next tick: lets the (fake) clock take that step. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

/** The channel reports joined ('live', after which the page refetches) or dropped. */
async function setStatus(status: 'live' | 'down') {
  act(() => feed.onStatus(status));
  await settle();
}

/** Another player's accepted bid as Realtime delivers it: the listing row, then the log row. */
async function pushBid(listing: AuctionListing, amount: number, bidder: string) {
  act(() => {
    feed.onChange({
      type: 'listing',
      record: {
        id: listing.id,
        item: listing.item,
        seller: listing.seller,
        starting_bid: listing.startingBid,
        current_bid: amount,
        end_time: listing.endTime,
        rarity: listing.rarity,
        description: listing.description,
        repeats: listing.repeats,
        cancelled_at: null,
        item_id: listing.itemId,
      },
    });
    feed.onChange({ type: 'bid', record: { listing_id: listing.id, amount, bidder } });
  });
  await settle();
}

describe('live updates', () => {
  it("shows another player's bid as it arrives, highlighted for a moment, without a request", async () => {
    await renderPage();
    await setStatus('live');
    const requests = mockFetch.mock.calls.length;
    await pushBid(sword, 70_000, 'Loki');
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    expect(within(spear).getByTestId('current-bid')).toHaveTextContent('7g');
    expect(within(spear).getByTestId('highest-bidder')).toHaveTextContent('Loki');
    expect(spear).toHaveAttribute('data-highlight', 'true');
    expect(screen.getByRole('article', { name: 'Golden Apple' })).toHaveAttribute(
      'data-highlight',
      'false',
    );
    await act(() => jest.advanceTimersByTimeAsync(HIGHLIGHT_MS));
    expect(spear).toHaveAttribute('data-highlight', 'false');
    expect(mockFetch).toHaveBeenCalledTimes(requests);
  });

  it('refetches on every (re)subscription and does not poll while live', async () => {
    await renderPage();
    expect(mockSubscribe).toHaveBeenCalledTimes(1);
    mockFetch.mockResolvedValue([{ ...sword, currentBid: 80_000 }, apple]);
    await setStatus('live');
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    expect(within(spear).getByTestId('current-bid')).toHaveTextContent('8g');
    const requests = mockFetch.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
    expect(mockFetch).toHaveBeenCalledTimes(requests);

    // Dropped and back: what changed meanwhile comes with the refetch.
    await setStatus('down');
    await setStatus('live');
    expect(mockFetch.mock.calls.length).toBeGreaterThan(requests);
  });

  it("falls back to polling while the socket is down and picks up other players' bids", async () => {
    await renderPage();
    await setStatus('live');
    await setStatus('down');
    mockFetch.mockResolvedValue([{ ...sword, currentBid: 70_000 }, apple]);
    const requests = mockFetch.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(mockFetch).toHaveBeenCalledTimes(requests + 1);
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    expect(await within(spear).findByText('7g')).toBeInTheDocument();
  });

  it('keeps the later bid when an older fetch arrives after a pushed one', async () => {
    let answer: (listings: AuctionListing[]) => void = () => {};
    await renderPage();
    mockFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await setStatus('live');
    await pushBid(sword, 90_000, 'Loki');
    await act(async () => answer([{ ...sword, currentBid: 70_000 }, apple]));
    await settle();
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    expect(within(spear).getByTestId('current-bid')).toHaveTextContent('9g');
  });

  it('restarts a listing the moment its end passes: 2.5 h later, starting bid, no bidder', async () => {
    const ending = { ...apple, endTime: new Date(now + 60_000).toISOString() };
    mockFetch.mockResolvedValue([sword, ending]);
    await renderPage();
    await setStatus('live');
    await pushBid(ending, 70_000, 'Loki');
    const card = screen.getByRole('article', { name: 'Golden Apple' });
    expect(within(card).getByTestId('highest-bidder')).toHaveTextContent('Loki');
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await settle();
    expect(card.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(now + 60_000 + 9_000_000).toISOString(),
    );
    expect(within(card).getByTestId('current-bid')).toHaveTextContent('4g 80s');
    expect(within(card).getByTestId('highest-bidder')).toHaveTextContent('No bids yet');
  });

  it('ends a listing that runs once: sold to its highest bidder, no more bids, settled', async () => {
    const ending = { ...apple, repeats: false, endTime: new Date(now + 60_000).toISOString() };
    mockFetch.mockResolvedValue([sword, ending]);
    signIn();
    await renderPage();
    await setStatus('live');
    await pushBid(ending, 70_000, 'Loki');
    expect(settleEndedAuctions).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await settle();
    const card = screen.getByRole('article', { name: 'Golden Apple' });
    expect(within(card).getByTestId('auction-result')).toHaveTextContent('Sold to Loki for 7g');
    expect(within(card).getByRole('button', { name: 'Sold: Golden Apple' })).toBeDisabled();
    expect(settleEndedAuctions).toHaveBeenCalledTimes(1);
    // It moves below the running listings.
    const items = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(items).toEqual(['Gungnir Spear', 'Golden Apple']);
  });

  it('shows a listing that ended without bids as such', async () => {
    const unsold = {
      ...apple,
      repeats: false,
      status: 'unsold' as const,
      currentBid: apple.startingBid,
      endTime: new Date(now - 60_000).toISOString(),
    };
    mockFetch.mockResolvedValue([sword, unsold]);
    await renderPage();
    const card = screen.getByRole('article', { name: 'Golden Apple' });
    expect(within(card).getByTestId('auction-result')).toHaveTextContent('Ended without bids');
    expect(within(card).getByRole('button', { name: 'Ended: Golden Apple' })).toBeDisabled();
  });

  it('stops listening when the page goes', async () => {
    renderWithProviders(<AuctionHousePage />, { route: '/auction-house' });
    await screen.findByText('Gungnir Spear');
    cleanup();
    expect(unsubscribe).toHaveBeenCalled();
  });
});

it('shows an error state when the listings cannot be loaded', async () => {
  mockFetch.mockRejectedValue(new Error('network down'));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithProviders(<AuctionHousePage />);
  expect(await screen.findByText('Failed to load auctions')).toBeInTheDocument();
});

it('filters by seller and sorts by highest bid', async () => {
  const user = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Highest bid' }));
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Golden Apple');
  await user.type(screen.getByPlaceholderText('Search items...'), 'ODIN');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Gungnir Spear',
  ]);
});

it('disables bidding when signed out and says how to bid', async () => {
  await renderPage();
  for (const button of screen.getAllByRole('button', { name: /^Bid on / })) {
    expect(button).toBeDisabled();
  }
  // Signing in comes back to the auction house.
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fauction-house',
  );
  expect(screen.queryByRole('link', { name: 'My Auctions' })).not.toBeInTheDocument();
});

it('names every bid button after its item, in both views', async () => {
  signIn();
  const user = await renderPage();
  const names = () => screen.getAllByRole('button', { name: /Bid/ }).map((b) => b.ariaLabel);
  expect(names()).toEqual(['Bid on Golden Apple', 'Bid on Gungnir Spear']);
  await user.click(screen.getByRole('button', { name: 'Grid' }));
  expect(names()).toEqual(['Place Bid on Golden Apple', 'Place Bid on Gungnir Spear']);
});

it("leads a member to My Auctions (the profile menu keeps the spec's entries)", async () => {
  signIn();
  await renderPage();
  expect(screen.getByRole('link', { name: 'My Auctions' })).toHaveAttribute('href', '/my-auctions');
});

it('stores the grid view and shows the grid texts', async () => {
  const user = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Grid' }));
  expect(localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('"grid"');
  expect(screen.getAllByRole('button', { name: /^Place Bid on / })).toHaveLength(2);
  expect(screen.getByText('No description available')).toBeInTheDocument();
});

describe('placing a bid', () => {
  beforeEach(signIn);

  async function openBid() {
    const user = await renderPage();
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    await user.click(within(spear).getByRole('button', { name: 'Bid on Gungnir Spear' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    await within(dialog).findByLabelText('Gold');
    return { user, dialog };
  }

  it('without a linked game account, says how to link instead of taking a bid', async () => {
    mockGameAccount.mockResolvedValueOnce(null);
    const user = await renderPage();
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    await user.click(within(spear).getByRole('button', { name: 'Bid on Gungnir Spear' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    expect(
      await within(dialog).findByText(/Link your Minecraft account to bid: won items/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Link your game account' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(dialog).queryByLabelText('Gold')).toBeNull();
  });

  type User = Awaited<ReturnType<typeof renderPage>>;
  /** Replaces what the three fields hold. */
  async function fill(user: User, dialog: HTMLElement, coins: Record<string, string>) {
    for (const [label, value] of Object.entries(coins)) {
      const field = within(dialog).getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }

  it('opens empty: 8 typed in gold bids exactly 8g (issue 41, item 20)', async () => {
    mockPlaceBid.mockResolvedValue({ listing: { ...sword, currentBid: 80_000 }, logId: 3 });
    const { user, dialog } = await openBid();
    for (const label of ['Gold', 'Silver', 'Copper']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(null);
    }
    expect(within(dialog).getByText('Your bid: —')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Gold'), '8');
    expect(within(dialog).getByText('Your bid: 8g')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(mockPlaceBid).toHaveBeenCalledWith(1, 80_000);
  });

  it('fills in the smallest bid the listing accepts on request', async () => {
    const { user, dialog } = await openBid();
    await user.click(within(dialog).getByRole('button', { name: 'Bid the minimum (5g 1c)' }));
    expect(within(dialog).getByLabelText('Gold')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Silver')).toHaveValue(0);
    expect(within(dialog).getByLabelText('Copper')).toHaveValue(1);
    expect(within(dialog).getByText('Your bid: 5g 1c')).toBeInTheDocument();
  });

  it('shows 150 silver as typed in the total, and carries it into gold when the field is left', async () => {
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '5', Silver: '150' });
    expect(within(dialog).getByText('Your bid: 6g 50s')).toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByLabelText('Gold')).toHaveValue(6);
    expect(within(dialog).getByLabelText('Silver')).toHaveValue(50);
    expect(within(dialog).getByText('Your bid: 6g 50s')).toBeInTheDocument();
  });

  it.each([
    ['empty', { Gold: '', Silver: '', Copper: '' }, 'Enter a bid in gold, silver or copper'],
    ['zero', { Gold: '0', Silver: '0', Copper: '0' }, 'Bid must be more than 0'],
    ['negative', { Gold: '-6', Silver: '', Copper: '' }, 'Coin amounts cannot be negative'],
  ])('says what is wrong with %s input, without calling the server', async (_, coins, message) => {
    const { user, dialog } = await openBid();
    await fill(user, dialog, coins);
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(mockPlaceBid).not.toHaveBeenCalled();
  });

  it('says when a bid comes in while it is open: the new minimum', async () => {
    const { user, dialog } = await openBid();
    await setStatus('live');
    await pushBid(sword, 70_000, 'Loki');
    expect(within(dialog).getByText('7g 1c')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Another bid came in: the minimum is now 7g 1c.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Bid the minimum (7g 1c)' }));
    expect(within(dialog).getByLabelText('Gold')).toHaveValue(7);
  });

  it('says so too when the bid came in while the dialog was still loading the game account', async () => {
    let answer: (account: unknown) => void = () => {};
    mockGameAccount.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = await renderPage();
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    await user.click(within(spear).getByRole('button', { name: 'Bid on Gungnir Spear' }));
    expect(within(screen.getByRole('dialog')).getByText('Loading...')).toBeInTheDocument();
    await pushBid(sword, 70_000, 'Loki');
    await act(async () => answer({ player_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda' }));
    await settle();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Another bid came in: the minimum is now 7g 1c.',
    );
  });

  it('keeps what the bidder typed when the minimum moves, and refuses it if now too low', async () => {
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '6' });
    await pushBid(sword, 70_000, 'Loki');
    expect(within(dialog).getByLabelText('Gold')).toHaveValue(6);
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bid must be higher than current bid',
    );
    expect(mockPlaceBid).not.toHaveBeenCalled();
  });

  it('shows the item, current, minimum and maximum bid', async () => {
    const { dialog } = await openBid();
    expect(within(dialog).getByText('Gungnir Spear')).toBeInTheDocument();
    expect(within(dialog).getByText('5g')).toBeInTheDocument();
    expect(within(dialog).getByText('5g 1c')).toBeInTheDocument();
    expect(within(dialog).getByText('9g 80s')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('One bid can raise the price by at most 4g 80s');
  });

  it.each([
    ['10', 'Bid can raise the current bid by at most the starting bid (at least 1g)'],
    ['922337203685477', 'Bid can be at most 100,000,000g'],
  ])(
    'refuses %s gold 1 copper with the database’s message, without calling it',
    async (gold, message) => {
      const { user, dialog } = await openBid();
      await fill(user, dialog, { Gold: gold, Silver: '', Copper: '1' });
      await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(mockPlaceBid).not.toHaveBeenCalled();
    },
  );

  it('refuses a bid that is not higher, without calling the server', async () => {
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '4', Silver: '', Copper: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bid must be higher than current bid',
    );
    expect(mockPlaceBid).not.toHaveBeenCalled();
  });

  it('sends gold × 10,000 + silver × 100 + copper and shows success for 3 s', async () => {
    mockPlaceBid.mockResolvedValue({ listing: { ...sword, currentBid: 51_005 }, logId: 9 });
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '5', Silver: '10', Copper: '5' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));

    // A toast where the user is, announced politely, not a banner above the list.
    const toast = await screen.findByText('Bid placed successfully!');
    expect(toast.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(mockPlaceBid).toHaveBeenCalledWith(1, 51_005);
    expect(mockNotify).toHaveBeenCalledWith(9);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const spear = screen.getByRole('article', { name: 'Gungnir Spear' });
    expect(within(spear).getByText('5g 10s 5c')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(BID_PLACED.ms));
    expect(screen.queryByText('Bid placed successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's message when another bid won, and keeps it after closing", async () => {
    mockPlaceBid.mockRejectedValue(new Error('Bid must be higher than current bid'));
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '6' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bid must be higher than current bid',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bid must be higher than current bid');
  });

  it('says a bid sent while offline as a sentence, never the fetch client’s words', async () => {
    mockPlaceBid.mockRejectedValue(new DataError('TypeError: Failed to fetch', 0));
    const { user, dialog } = await openBid();
    await fill(user, dialog, { Gold: '6' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(UNREACHABLE);
    expect(alert).not.toHaveTextContent(/TypeError|fetch/);
  });
});

describe('the leader (issue 41, item 20)', () => {
  beforeEach(signIn);

  const leadingOnSword: MyAuctionRow = {
    listing_id: sword.id,
    item: sword.item,
    rarity: sword.rarity,
    item_category: sword.itemCategory,
    seller: sword.seller,
    standing: 'leading',
    end_time: sword.endTime,
    current_bid: sword.currentBid,
    my_bid: sword.currentBid,
    delivered_at: null,
  };
  const spear = () => screen.getByRole('article', { name: 'Gungnir Spear' });

  it('is told on the card and cannot bid over themselves, until someone outbids them', async () => {
    mockMyAuctions.mockResolvedValue([leadingOnSword]);
    await renderPage();
    expect(await within(spear()).findByText('You’re leading')).toBeInTheDocument();
    expect(within(spear()).getByRole('button', { name: /^Bid on / })).toBeDisabled();
    const apple = screen.getByRole('article', { name: 'Golden Apple' });
    expect(within(apple).queryByText('You’re leading')).not.toBeInTheDocument();
    expect(within(apple).getByRole('button', { name: /^Bid on / })).toBeEnabled();

    await pushBid(sword, 70_000, 'Loki');
    expect(within(spear()).queryByText('You’re leading')).not.toBeInTheDocument();
    expect(within(spear()).getByRole('button', { name: /^Bid on / })).toBeEnabled();
  });

  it('is leading as soon as their own bid is accepted', async () => {
    mockPlaceBid.mockResolvedValue({ listing: { ...sword, currentBid: 60_000 }, logId: 4 });
    const user = await renderPage();
    expect(within(spear()).queryByText('You’re leading')).not.toBeInTheDocument();
    await user.click(within(spear()).getByRole('button', { name: /^Bid on / }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    await user.type(within(dialog).getByLabelText('Gold'), '6');
    // The database's own answer (My Auctions read afresh) has not come yet.
    mockMyAuctions.mockReturnValue(new Promise(() => {}));
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(await within(spear()).findByText('You’re leading')).toBeInTheDocument();
    expect(within(spear()).getByRole('button', { name: /^Bid on / })).toBeDisabled();
  });
});

it('draws a listing as its item: an art the name does not give comes from its category (issue 41, item 14)', async () => {
  mockFetch.mockResolvedValue([
    sword,
    { ...apple, id: 3, item: 'Vargr Fang', itemCategory: 'weapon' },
  ]);
  await renderPage();
  const art = (name: string) =>
    screen.getByRole('article', { name }).querySelector('[data-item-art]');
  // As the item database draws it (shared itemArtKind): a weapon whose name says nothing.
  expect(art('Vargr Fang')).toHaveAttribute('data-item-art', 'sword');
  expect(art('Gungnir Spear')).toHaveAttribute('data-item-art', 'spear');
});
