import { loadPageLanguage, setPageLanguage, type MyAuctionRow } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupAuctions } from '../lib/group-auctions';
import { AuctionGroup } from './auction-group';
import { WalletSection } from './wallet-section';
import { WithdrawDialog } from './withdraw-dialog';

// My Auctions on a Swedish page (/sv/my-auctions): the groups, the wallet and the withdrawal in
// Swedish, money and dates as Swedish writes them. The wallet's reads are tested against the
// stack (supabase/local/test/db/economy.test.ts); here they answer fixed rows.
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  walletQuery: (userId: string | null) => ({
    queryKey: ['wallet', userId],
    queryFn: async () => ({ available: 12_500_000, held: 50_000 }),
  }),
  getWalletMovements: async () => [
    {
      id: 1,
      kind: 'fee',
      amount: 500,
      available_change: -500,
      held_change: 0,
      listing_id: 3,
      withdrawal_id: null,
      created_at: '2026-12-03T10:00:00Z',
    },
  ],
  getWithdrawals: async () => [
    {
      id: 1,
      amount: 10_000,
      requested_at: '2026-12-03T11:00:00Z',
      picked_up_at: null,
      paid_at: null,
      cancelled_at: null,
    },
  ],
  subscribeWallet: () => () => {},
}));

const won: MyAuctionRow = {
  listing_id: 1,
  item: 'Crown of Odin',
  rarity: 'Legendary',
  item_category: null,
  seller: 'Odin',
  standing: 'won',
  end_time: '2026-12-03T10:00:00Z',
  current_bid: 12_500_000,
  my_bid: 12_500_000,
  delivered_at: null,
};

beforeEach(() => loadPageLanguage('sv'));
afterEach(() => setPageLanguage('en'));

it('names the groups and says a won auction in Swedish, with Swedish money and dates', () => {
  renderWithProviders(
    <>
      {groupAuctions([won]).map((group) => (
        <AuctionGroup key={group.standing} group={group} targetId={null} />
      ))}
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Leder (0)' })).toBeVisible();
  expect(screen.getByText('Ingen har bjudit över dig på en pågående auktion.')).toBeVisible();
  const wonGroup = screen.getByRole('region', { name: 'Vunna (1)' });
  expect(within(wonGroup).getByText(/^Vunnen för/).textContent).toBe('Vunnen för 1\u00a0250g');
  expect(within(wonGroup).getByText(/^Slutade/)).toHaveTextContent(/^Slutade 3 dec\. 2026/);
  expect(within(wonGroup).getByText('Väntar på leverans i spelet')).toBeVisible();
});

it('shows the wallet, its withdrawals and history in Swedish', async () => {
  renderWithProviders(
    <WalletSection
      userId="u1"
      account={{ player_uuid: 'p1', name: 'Thor_Odinson', linked_at: '2026-12-01T00:00:00Z' }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Plånbok för Thor_Odinson' })).toBeVisible();
  expect((await screen.findByText('Saldo')).nextSibling?.textContent).toBe('1\u00a0255g');
  expect(screen.getByText('Reserverat i bud')).toBeVisible();
  const withdrawals = await screen.findByRole('list', { name: 'Uttag' });
  expect(within(withdrawals).getByText('Väntar på spelservern')).toBeVisible();
  expect(within(withdrawals).getByRole('button', { name: 'Avbryt uttaget på 1g' })).toBeVisible();
  const history = await screen.findByRole('list', { name: 'Plånbokens historik' });
  expect(within(history).getByText('Husets avgift')).toBeVisible();
  expect(within(history).getByText(/^3 dec\. 2026/)).toBeVisible();
});

it('asks for a withdrawal in Swedish and refuses more than is available in Swedish', async () => {
  const withdraw = jest.fn();
  renderWithProviders(<WithdrawDialog available={9_999} withdraw={withdraw} onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Ta ut till spelet' });
  expect(dialog).toHaveTextContent('Tillgängligt: 99s 99c.');
  await userEvent.type(within(dialog).getByLabelText('Guld'), '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ta ut' }));
  expect(
    await screen.findByText('Du kan ta ut högst 99s 99c (det som är tillgängligt)'),
  ).toBeVisible();
  expect(withdraw).not.toHaveBeenCalled();
});
