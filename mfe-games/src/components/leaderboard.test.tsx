import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { Leaderboard } from './leaderboard';

type Entry = { id: number; username: string; score: number; by_member: boolean; is_mine: boolean };
const entry = (id: number, username: string, score: number, fields: Partial<Entry> = {}) => ({
  id,
  username,
  score,
  by_member: true,
  is_mine: false,
  ...fields,
});

const query = (state: { data?: Entry[]; isError?: boolean }) => ({
  data: state.data,
  isError: state.isError ?? false,
  isFetching: false,
  refetch: jest.fn(),
});

it('lists entries in order, names as plain text', () => {
  renderWithProviders(
    <Leaderboard
      title="Top"
      query={query({
        data: [entry(1, '<img src=x onerror=alert(1)>', 1500), entry(2, 'Bjorn', 9)],
      })}
    />,
  );
  const items = within(screen.getByRole('region', { name: 'Top' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('1<img src=x onerror=alert(1)>1,500');
  expect(items[1]).toHaveTextContent('2Bjorn9');
  expect(document.querySelector('img')).toBeNull();
});

it('shows loading, empty and error states; retry asks again', async () => {
  const { rerender } = renderWithProviders(
    <Leaderboard query={{ ...query({}), isFetching: true }} />,
  );
  expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
  rerender(<Leaderboard query={query({ data: [] })} />);
  expect(screen.getByText('No scores yet')).toBeInTheDocument();
  const failed = query({ isError: true });
  rerender(<Leaderboard query={failed} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.refetch).toHaveBeenCalled();
});

it("marks the reader's rows and tells a guest's name from a member's (issue 41, item 21)", () => {
  renderWithProviders(
    <Leaderboard
      title="Top"
      query={query({
        data: [
          entry(1, 'Ragnar', 900, { by_member: true }),
          entry(2, 'Ragnar', 800, { by_member: false }),
          entry(3, 'Lagertha', 700, { is_mine: true }),
        ],
      })}
    />,
  );
  const [member, guest, mine] = within(screen.getByRole('region', { name: 'Top' })).getAllByRole(
    'listitem',
  );
  expect(member).toHaveTextContent(/^1Ragnar900$/);
  expect(guest).toHaveTextContent(/^2RagnarGuest800$/);
  expect(mine).toHaveTextContent(/^3LagerthaYou700$/);
});
