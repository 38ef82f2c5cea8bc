import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PlayerProfile, PunishmentListRow } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getPlayer } from '../api/get-player';
import PlayerPage from './player-page';

jest.mock('../api/get-player', () => ({
  ...jest.requireActual('../api/get-player'),
  getPlayer: jest.fn(),
}));
const getMock = jest.mocked(getPlayer);

const ban: PunishmentListRow = {
  id: 1,
  player_name: 'Halfdan_White',
  type: 'ban',
  reason: 'Real-money trading',
  date: '2026-11-14T10:00:00+00:00',
  staff_name: 'Odin_Owner',
  active: true,
  expires: null,
  in_force: true,
  source: null,
  revoked_at: null,
  revoked_by_name: null,
  revoked_reason: null,
};

const halfdan: PlayerProfile = {
  name: 'Halfdan_Black',
  uuid: '66032989-b013-307e-8f65-8992edc26a3c',
  requested_is_current: false,
  names: [
    {
      name: 'Halfdan_Black',
      first_seen_at: '2026-07-31T00:00:00Z',
      last_seen_at: '2026-11-27T00:00:00Z',
    },
    {
      name: 'Halfdan_White',
      first_seen_at: '2026-05-12T00:00:00Z',
      last_seen_at: '2026-07-31T00:00:00Z',
    },
  ],
  first_seen_at: '2026-05-12T00:00:00Z',
  seen_at: '2026-11-27T00:00:00Z',
  member: 'Halfdan',
  votes: { month: '2026-11', this_month: 11, streak: 2 },
  punishments: {
    total: 7,
    in_force: 1,
    counts: { ban: 1, mute: 6, kick: 0, warn: 0, other: 0 },
    recent: [ban],
  },
};

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/players/:name" element={<PlayerPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => getMock.mockReset());

it('shows the player by an old name under the current one: head, names, member, votes, record', async () => {
  getMock.mockResolvedValue(halfdan);
  renderPage('/players/Halfdan_White');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Halfdan_Black' }),
  ).toBeInTheDocument();
  expect(getMock.mock.lastCall?.[0]).toBe('Halfdan_White');
  expect(
    screen.getByText('Playing since May 12, 2026: 11 votes this month, 7 punishments on record.'),
  ).toBeVisible();
  expect(screen.getByText(/is a name this player had: they play as/)).toBeVisible();
  expect(screen.getByRole('img', { name: "Halfdan_Black's avatar" })).toHaveAttribute(
    'src',
    'https://mc-heads.net/avatar/66032989-b013-307e-8f65-8992edc26a3c/64',
  );
  const names = screen.getByRole('list', { name: 'Names held' });
  expect(
    within(names)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Halfdan_Black', 'Halfdan_White']);
  expect(screen.getByText('Member of the site').nextSibling).toHaveTextContent('Halfdan');
  expect(screen.getByRole('heading', { name: 'Votes in November 2026' })).toBeVisible();
  expect(
    within(screen.getByRole('list', { name: 'Votes' }))
      .getByText('Streak')
      .closest('li'),
  ).toHaveTextContent('Streak 2 days');
  expect(screen.getByText('Real-money trading')).toBeVisible();
  expect(screen.getByRole('link', { name: /Every punishment of Halfdan_Black/ })).toHaveAttribute(
    'href',
    '/punishments/Halfdan_Black',
  );
});

it('a player with a clean record says so', async () => {
  getMock.mockResolvedValue({
    ...halfdan,
    requested_is_current: true,
    punishments: { ...halfdan.punishments, total: 0, in_force: 0, recent: [] },
  });
  renderPage('/players/Halfdan_Black');
  expect(await screen.findByText('A clean record')).toBeVisible();
  expect(screen.queryByText(/is a name this player had/)).toBeNull();
});

it('shows the 404 page for a name never known', async () => {
  getMock.mockResolvedValue(null);
  renderPage('/players/Nobody');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
  ).toBeInTheDocument();
});
