import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { PunishmentHistoryResult, PunishmentListRow } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getPunishmentHistory } from '../api/get-punishment-history';
import PlayerHistoryPage from './player-history-page';

// Several re-renders per test: slow on a busy shared machine.
jest.setTimeout(20_000);

jest.mock('../api/get-punishment-history', () => ({
  ...jest.requireActual('../api/get-punishment-history'),
  getPunishmentHistory: jest.fn(),
}));
const getMock = jest.mocked(getPunishmentHistory);

const row = (id: number, player_name: string): PunishmentListRow => ({
  id,
  player_name,
  type: 'mute',
  reason: 'Spam in trade chat',
  date: new Date(Date.UTC(2025, 0, 30 - id)).toISOString(),
  staff_name: 'Eir',
  active: false,
  expires: null,
  in_force: false,
  source: null,
  revoked_at: null,
  revoked_by_name: null,
  revoked_reason: null,
});

const history = (
  player_name: string,
  rows: PunishmentListRow[],
  total: number,
  page = 1,
): PunishmentHistoryResult => ({
  player_name,
  player_uuid: null,
  total,
  counts: { ban: 1, mute: total - 1, kick: 0, warn: 0, other: 0 },
  in_force: 1,
  rows,
  page,
  page_size: 25,
});

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/punishments/:player" element={<PlayerHistoryPage />} />
      </Routes>
      <Link to="/punishments/Sigurd">to Sigurd</Link>
    </>,
    { route },
  );
}

beforeEach(() => getMock.mockReset());

it("shows the player's punishments with their counts by type, page from the URL", async () => {
  getMock.mockResolvedValue(history('Ragnar', [row(26, 'Ragnar')], 30, 2));
  renderPage('/punishments/ragnar?page=2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ragnar' })).toBeInTheDocument();
  expect(getMock.mock.lastCall?.slice(0, 2)).toEqual(['ragnar', 2]);
  const counts = screen.getByRole('list', { name: 'Punishments by type' });
  expect(within(counts).getByText('On record').closest('li')).toHaveTextContent('On record 30');
  expect(within(counts).getByText('Mutes').closest('li')).toHaveTextContent('Mutes 29');
  expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument();
});

it('shows the 404 page for a name the record has never had', async () => {
  getMock.mockResolvedValue({ ...history('x', [], 0), player_name: null });
  renderPage('/punishments/Nobody');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

it('isolates the name in its heading (a name with direction controls stays in its box)', async () => {
  getMock.mockResolvedValue(history('Evil\u202Egnp.exe', [row(1, 'Evil\u202Egnp.exe')], 1));
  renderPage(`/punishments/${encodeURIComponent('Evil\u202Egnp.exe')}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  const name = heading.querySelector('bdi');
  expect(name).toHaveTextContent('Evil\u202Egnp.exe');
  expect(getComputedStyle(name!).unicodeBidi).toBe('isolate');
});

it("never shows one player's record under another's name while it loads", async () => {
  getMock.mockResolvedValue(history('Ragnar', [row(1, 'Ragnar')], 2));
  renderPage('/punishments/Ragnar');
  await screen.findByRole('list', { name: 'Punishments by type' });
  getMock.mockReturnValue(new Promise(() => {}));
  await userEvent.click(screen.getByRole('link', { name: 'to Sigurd' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sigurd' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
  expect(screen.queryByText('Spam in trade chat')).not.toBeInTheDocument();
});

it('an old name shows the record under the current one, with the way to the player page', async () => {
  getMock.mockResolvedValue(history('Halfdan_Black', [row(1, 'Halfdan_White')], 1));
  renderPage('/punishments/Halfdan_White');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Halfdan_Black' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Player page' })).toHaveAttribute(
    'href',
    '/players/Halfdan_Black',
  );
});
