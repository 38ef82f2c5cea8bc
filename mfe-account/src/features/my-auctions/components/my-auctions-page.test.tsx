import { appStore, sessionUserAtom, type MyAuctionRow } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { act, screen } from '@testing-library/react';
import { MyAuctionsPage } from './my-auctions-page';

// The member's auctions as the stack answers them (my_auctions, supabase/local/test/db): this is
// the page around them. Its other sections have their own tests.
const auction = (
  listingId: number,
  item: string,
  standing: MyAuctionRow['standing'],
): MyAuctionRow => ({
  listing_id: listingId,
  item,
  rarity: 'Epic',
  item_category: null,
  seller: 'Freyja',
  standing,
  end_time: '2030-12-03T10:00:00Z',
  current_bid: 5_000,
  my_bid: 5_000,
  delivered_at: null,
});
const rows = [auction(12, 'Crown of Odin', 'won'), auction(13, 'Frost Axe', 'leading')];
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  getMyAuctions: async () => rows,
  settleEndedAuctions: () => {},
  ownGameAccountQuery: (userId: string) => ({
    queryKey: ['game-account', userId],
    queryFn: async () => null,
  }),
}));
jest.mock('./notice-list', () => ({ NoticeList: () => null }));

it('brings the auction a mail links to (#listing-12) into view, focused and marked', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@example.com', profile: null });
  renderWithProviders(<MyAuctionsPage />, { route: '/my-auctions#listing-12' });
  const crown = (await screen.findByText('Crown of Odin')).closest('li')!;
  expect(crown).toHaveAttribute('id', 'listing-12');
  expect(crown).toHaveFocus();
  expect(scrolled).toEqual([crown]);
  expect(crown).toHaveAttribute('data-targeted', 'true');
  expect(screen.getByText('Frost Axe').closest('li')).toHaveAttribute('data-targeted', 'false');
  // The page settles: the member has no linked game account here.
  await screen.findByRole('link', { name: 'Link your Minecraft account in Settings' });
  act(() => appStore.set(sessionUserAtom, null));
});
