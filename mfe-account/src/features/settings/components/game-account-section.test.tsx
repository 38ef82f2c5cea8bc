import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import {
  createLinkCode,
  getOwnGameAccount,
  subscribeGameAccount,
  unlinkGameAccount,
  type GameAccount,
} from '@norsecraft/shared';
import { GameAccountSection } from './game-account-section';

jest.mock('@norsecraft/shared', () => {
  const getOwn = jest.fn();
  return {
    ...jest.requireActual('@norsecraft/shared'),
    refreshProfile: jest.fn(),
    getOwnGameAccount: getOwn,
    // The shared query calls the module's own fetcher: this one calls the mock.
    ownGameAccountQuery: (userId: string) => ({
      queryKey: ['game-account', userId],
      queryFn: () => getOwn(userId),
    }),
    createLinkCode: jest.fn(),
    unlinkGameAccount: jest.fn(),
    subscribeGameAccount: jest.fn(),
  };
});

const account = jest.mocked(getOwnGameAccount);
const subscribe = jest.mocked(subscribeGameAccount);
const SIF: GameAccount = {
  player_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  linked_at: '2026-11-20T10:00:00Z',
  name: 'Shieldmaiden_Sif',
};

/** What Realtime would say: the link was written. */
let linkChanged: () => void = () => {};

beforeEach(() => {
  jest.clearAllMocks();
  subscribe.mockImplementation((_userId, onChange) => {
    linkChanged = onChange;
    return () => {};
  });
});
afterEach(() => jest.useRealTimers());

it('not linked: the unverified name, then a one-time code and the command to type in game', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00Z') });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  account.mockResolvedValue(null);
  jest.mocked(createLinkCode).mockResolvedValue({
    code: 'K7QX2M',
    expires_at: '2026-11-28T10:10:00Z',
    for_name: 'Sif_Typed',
  });
  renderWithProviders(<GameAccountSection userId="u1" unverifiedName="Sif_Typed" />);
  expect(await screen.findByText('Sif_Typed')).toBeVisible();
  expect(screen.getByText('Unverified')).toBeVisible();

  // The code is asked for the name the member typed before (theirs to change).
  expect(screen.getByLabelText('Minecraft username')).toHaveValue('Sif_Typed');
  await user.click(screen.getByRole('button', { name: 'Get a link code' }));
  expect(createLinkCode).toHaveBeenCalledWith('Sif_Typed', expect.anything());
  expect(await screen.findByLabelText('Command to type in game')).toHaveTextContent('/link K7QX2M');
  expect(screen.getByText(/Join the server as/)).toHaveTextContent('Join the server as Sif_Typed.');
  expect(screen.getByRole('timer')).toHaveTextContent(
    'The code works once, for 10:00 more, and only for Sif_Typed.',
  );
  act(() => jest.advanceTimersByTime(65_000));
  expect(screen.getByRole('timer')).toHaveTextContent('for 8:55 more,');

  // Ten minutes on, the code is spent: a new one is a click away.
  act(() => jest.advanceTimersByTime(9 * 60_000));
  expect(screen.getByText(/This code has expired/)).toBeVisible();
  expect(screen.queryByLabelText('Command to type in game')).toBeNull();
  expect(screen.getByRole('button', { name: 'Get a new code' })).toBeVisible();
});

it('checks the game name as the spec says before asking for a code', async () => {
  const user = userEvent.setup();
  account.mockResolvedValue(null);
  renderWithProviders(<GameAccountSection userId="u1" unverifiedName={null} />);
  const field = await screen.findByLabelText('Minecraft username');
  expect(field).toHaveAttribute('maxlength', '16');
  const ask = screen.getByRole('button', { name: 'Get a link code' });

  await user.click(ask);
  expect(field).toHaveAccessibleDescription(/Minecraft username is required/);
  for (const [typed, message] of [
    ['ab', 'Username must be at least 3 characters'],
    ['erik.larsson', 'Username can only contain letters, numbers, and underscores'],
  ]) {
    await user.clear(field);
    await user.type(field, typed!);
    expect(screen.getByRole('alert')).toHaveTextContent(message!);
  }
  expect(createLinkCode).not.toHaveBeenCalled();

  jest.mocked(createLinkCode).mockResolvedValue({
    code: 'K7QX2M',
    expires_at: new Date(Date.now() + 600_000).toISOString(),
    for_name: 'Ragnar_77',
  });
  await user.clear(field);
  await user.type(field, 'Ragnar_77');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(ask);
  expect(createLinkCode).toHaveBeenCalledWith('Ragnar_77', expect.anything());
  expect(await screen.findByLabelText('Command to type in game')).toHaveTextContent('/link K7QX2M');
});

it('turns to "verified in game" when the link arrives, without reloading the page', async () => {
  account.mockResolvedValue(null);
  renderWithProviders(<GameAccountSection userId="u1" unverifiedName={null} />);
  expect(await screen.findByRole('button', { name: 'Get a link code' })).toBeVisible();
  expect(subscribe).toHaveBeenCalledWith('u1', expect.any(Function));

  account.mockResolvedValue(SIF);
  act(() => linkChanged());
  expect(await screen.findByText('✓ Verified in game')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Shieldmaiden_Sif' })).toHaveAttribute(
    'href',
    '/players/Shieldmaiden_Sif',
  );
});

it('unlinks after asking', async () => {
  account.mockResolvedValue(SIF);
  jest.mocked(unlinkGameAccount).mockResolvedValue();
  renderWithProviders(<GameAccountSection userId="u1" unverifiedName={null} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
  const dialog = screen.getByRole('dialog', { name: 'Unlink your game account?' });
  expect(unlinkGameAccount).not.toHaveBeenCalled();
  account.mockResolvedValue(null);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
  expect(unlinkGameAccount).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Get a link code' })).toBeVisible();
});
