import type { MemberNotice } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen } from '@testing-library/react';
import { AuctionNotices } from './auction-notices';

// The notices' data (shared/src/member-notices, tested against the stack): this is their banner.
const mockNotices = jest.fn<MemberNotice[], []>();
jest.mock('../api/use-member-notices', () => ({
  useMemberNotices: () => ({ data: mockNotices() }),
  useMarkNoticesRead: () => ({ mutate: jest.fn() }),
}));

const notice = (kind: MemberNotice['kind']): MemberNotice => ({
  id: 3,
  user_id: 'u1',
  kind,
  listing_id: 7,
  item: 'Gungnir Spear',
  amount: 70_000,
  created_at: '2030-01-01T10:00:00Z',
  read_at: null,
});

it('links an outbid notice to its listing here, to bid again', () => {
  mockNotices.mockReturnValue([notice('outbid')]);
  renderWithProviders(<AuctionNotices />, { route: '/auction-house' });
  expect(screen.getByRole('link', { name: 'Bid again' })).toHaveAttribute(
    'href',
    '/auction-house#listing-7',
  );
});

it('links a won listing to its row on My Auctions', () => {
  mockNotices.mockReturnValue([notice('won')]);
  renderWithProviders(<AuctionNotices />, { route: '/auction-house' });
  expect(screen.getByRole('link', { name: 'See it on My Auctions' })).toHaveAttribute(
    'href',
    '/my-auctions#listing-7',
  );
});
