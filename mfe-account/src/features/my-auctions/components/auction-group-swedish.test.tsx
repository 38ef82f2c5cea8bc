import { screen } from '@testing-library/react';
import { setPageLanguage, type MyAuctionRow } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { groupAuctions } from '../lib/group-auctions';
import { readWithdrawalAmount } from '../lib/withdrawal-amount';
import { AuctionGroup } from './auction-group';

const won: MyAuctionRow = {
  listing_id: 7,
  item: 'Gungnir',
  rarity: 'Legendary',
  item_category: null,
  seller: 'Odin',
  standing: 'won',
  end_time: '2026-12-03T17:00:00Z',
  current_bid: 12_500_000_000,
  my_bid: 12_500_000_000,
  delivered_at: null,
};

beforeEach(() => setPageLanguage('sv'));
afterEach(() => setPageLanguage('en'));

describe('My Auctions in Swedish', () => {
  it('names the groups and the facts in Swedish, money and dates the Swedish way', () => {
    const groups = groupAuctions([won]);
    expect(groups.map((group) => group.title)).toEqual(['Leder', 'Överbjuden', 'Vunna']);
    renderWithProviders(<AuctionGroup group={groups[2]!} />);
    expect(screen.getByRole('heading', { name: 'Vunna (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^Vunnen för 1\s250\s000g$/)).toBeInTheDocument();
    expect(screen.getByText('Väntar på leverans i spelet')).toBeInTheDocument();
    const ended = screen.getByText(/^Slutade/);
    expect(ended).toHaveTextContent(/^Slutade 3 dec\. 2026 \d\d:00$/);
    expect(ended.querySelector('time')).toHaveAttribute('datetime', won.end_time);
  });

  it('says an empty group and a refused withdrawal in Swedish', () => {
    renderWithProviders(<AuctionGroup group={groupAuctions([])[0]!} />);
    expect(screen.getByText('Du leder ingen pågående auktion.')).toBeInTheDocument();
    expect(readWithdrawalAmount({ gold: '', silver: '', copper: '' }, 100).error).toBe(
      'Ange ett belopp i guld, silver eller koppar',
    );
  });
});
