import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { getServerStatus, SERVER_STATUS_REFRESH_MS, serverStatusQuery } from './get-server-status';
import { supabase } from './supabase';

// The function itself answers in supabase/local/test/server-status.test.ts and
// get-server-status.stack.test.ts; here only what the page makes of its answers.
jest.mock('./supabase', () => ({ supabase: { functions: { invoke: jest.fn() } } }));
const invoke = jest.mocked(supabase.functions.invoke);

const online = {
  online: true,
  players_online: 37,
  players_max: 200,
  version: '1.21.4',
  motd: 'Skål',
  latency_ms: 9,
  checked_at: '2030-01-01T12:00:00.000Z',
};
const answer = (data: unknown, error: Error | null = null) =>
  invoke.mockResolvedValue({ data, error, response: undefined } as never);

function Label() {
  const { data } = useQuery(serverStatusQuery);
  return <p>{data ? String(data.online) : 'waiting'}</p>;
}

beforeEach(() => invoke.mockReset());

describe('getServerStatus', () => {
  it("reads the function's answer", async () => {
    answer(online);
    expect(await getServerStatus()).toEqual(online);
  });

  it.each([
    ['an error answer', () => answer(null, new Error('FunctionsFetchError'))],
    ['a throw', () => invoke.mockRejectedValue(new Error('offline'))],
    ['something that is not a status', () => answer('<html>')],
  ])('counts %s as offline', async (_, arrange) => {
    arrange();
    expect(await getServerStatus()).toMatchObject({ online: false, players_online: null });
  });
});

describe('serverStatusQuery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shares one request between everything that shows it, and asks again every minute', async () => {
    answer(online);
    const { unmount } = renderWithProviders(
      <>
        <Label />
        <Label />
      </>,
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('true')).toHaveLength(2);

    answer({ ...online, online: false });
    await act(() => jest.advanceTimersByTimeAsync(SERVER_STATUS_REFRESH_MS));
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(await screen.findAllByText('false')).toHaveLength(2);

    // Nothing shows it any more: no more requests.
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(3 * SERVER_STATUS_REFRESH_MS));
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});
