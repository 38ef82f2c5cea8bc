import { act, screen } from '@testing-library/react';
import { fetchServerStatus } from '../lib/fetch-server-status';
import { offlineStatus, type ServerStatus } from '../lib/server-status';
import { SERVER_STATUS_REFRESH_MS } from '../lib/use-server-status';
import { renderWithProviders } from '../testing/render-with-providers';
import { ServerStatusBadge } from './server-status-badge';

const online = {
  online: true,
  players_online: 37,
  players_max: 200,
  version: '1.21.4',
  motd: 'Skål',
  latency_ms: 9,
  checked_at: '2030-01-01T12:00:00.000Z',
};

// The request itself (supabase.functions.invoke) is tested against the stack's function.
jest.mock('../lib/fetch-server-status', () => ({ fetchServerStatus: jest.fn() }));
const invoke = jest.mocked(fetchServerStatus);
const answer = (status: ServerStatus) => invoke.mockResolvedValue(status);

beforeEach(() => {
  jest.useFakeTimers();
  invoke.mockReset();
});
afterEach(() => jest.useRealTimers());

it('keeps its place hidden until the answer, then shows online with the player count', async () => {
  let resolve: (value: ServerStatus) => void = () => {};
  invoke.mockReturnValue(new Promise((r) => (resolve = r)));
  const { unmount } = renderWithProviders(<ServerStatusBadge />);
  const badge = screen.getByTestId('server-status');
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  expect(badge.textContent).toBe('');
  expect(invoke).toHaveBeenCalledTimes(1);

  await act(async () => resolve(online));
  expect(badge).toHaveTextContent('Game server: Online · 37/200');
  expect(badge).toHaveAttribute('aria-hidden', 'false');
  unmount();
});

it('shares one request between badges and asks again every minute while shown', async () => {
  answer(online);
  const { unmount } = renderWithProviders(
    <>
      <ServerStatusBadge />
      <ServerStatusBadge />
    </>,
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(invoke).toHaveBeenCalledTimes(1);
  answer({ ...online, online: false });
  await act(() => jest.advanceTimersByTimeAsync(SERVER_STATUS_REFRESH_MS));
  expect(invoke).toHaveBeenCalledTimes(2);
  for (const badge of screen.getAllByTestId('server-status')) {
    expect(badge).toHaveTextContent('Offline');
  }
  unmount();
  await act(() => jest.advanceTimersByTimeAsync(3 * SERVER_STATUS_REFRESH_MS));
  expect(invoke).toHaveBeenCalledTimes(2);
});

it('says Offline when the server is down', async () => {
  answer(offlineStatus());
  renderWithProviders(<ServerStatusBadge />);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByTestId('server-status')).toHaveTextContent('Game server: Offline');
});
