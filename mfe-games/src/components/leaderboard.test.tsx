import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { Leaderboard } from './leaderboard';

const query = (state: {
  data?: { id: number; username: string; score: number }[];
  isError?: boolean;
}) => ({
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
        data: [
          { id: 1, username: '<img src=x onerror=alert(1)>', score: 1500 },
          { id: 2, username: 'Bjorn', score: 9 },
        ],
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
