import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  getPunishments,
  type PunishmentListRow,
  type SearchPunishmentsResult,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import PunishmentsPage from './punishments-page';

// Many re-renders per test: slow on a busy shared machine.
jest.setTimeout(20_000);

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  getPunishments: jest.fn(),
}));
const getMock = jest.mocked(getPunishments);

const row = (id: number, player_name: string): PunishmentListRow => ({
  id,
  player_name,
  type: 'ban',
  reason: 'X-ray resource pack',
  date: new Date(Date.UTC(2025, 0, 30 - id)).toISOString(),
  staff_name: 'Tyr',
  active: true,
  // Odd ones ran out on Feb 1, 2025; even ones are permanent.
  expires: id % 2 === 0 ? null : new Date(Date.UTC(2025, 1, 1)).toISOString(),
  in_force: id % 2 === 0,
  source: null,
  revoked_at: null,
  revoked_by_name: null,
  revoked_reason: null,
});

const result = (rows: PunishmentListRow[], total: number, page = 1): SearchPunishmentsResult => ({
  rows,
  total,
  total_is_exact: true,
  page,
  page_size: 25,
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderPage(route = '/punishments') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/punishments" element={<PunishmentsPage />} />
        <Route path="/players/:name" element={<p>player page</p>} />
      </Routes>
      <Location />
    </>,
    { route },
  );
}

const location = () => screen.getByRole('status', { name: 'location' });
const listItems = () =>
  within(screen.getByRole('list', { name: 'Punishments' })).getAllByRole('listitem');
const lastQuery = () => getMock.mock.lastCall?.[0];

beforeEach(() => getMock.mockReset());

describe('PunishmentsPage', () => {
  it('asks the database for the page, search and filters the URL carries', async () => {
    getMock.mockResolvedValue(result([row(1, 'LokiTrickster99')], 60, 2));
    renderPage('/punishments?q=Loki&type=ban&status=active&page=2');
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ search: 'Loki', type: 'ban', status: 'active', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search punishments' })).toHaveValue('Loki');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('ban');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  });

  it('pages through the URL, 25 at a time', async () => {
    getMock.mockResolvedValue(
      result(
        Array.from({ length: 25 }, (_, i) => row(i + 1, `Player${i + 1}`)),
        30,
      ),
    );
    renderPage();
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(listItems()).toHaveLength(25);
    getMock.mockResolvedValue(result([row(26, 'Player26')], 30, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/punishments?page=2');
    expect(lastQuery()).toMatchObject({ page: 2 });
  });

  it('keeps the page shown, marked busy, while the next one loads', async () => {
    getMock.mockResolvedValue(result([row(1, 'Ragnar')], 30));
    renderPage();
    await screen.findByText('Ragnar');
    let answer: (value: SearchPunishmentsResult) => void = () => {};
    getMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toHaveTextContent('/punishments?page=2');
    // Page 1 stays (no spinner flash) and says which page it is until page 2 arrives.
    expect(screen.getByText('Ragnar')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
    expect(screen.getByText('Ragnar').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    answer(result([row(26, 'Sigurd')], 30, 2));
    expect(await screen.findByText('Sigurd')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Sigurd').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('searches once typing settles, back on page 1, and filters by type and status', async () => {
    getMock.mockResolvedValue(result([row(1, 'Ragnar')], 1));
    renderPage('/punishments?page=3');
    await screen.findByText('Ragnar');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search punishments' }), 'rag');
    await waitFor(() => expect(location()).toHaveTextContent('/punishments?q=rag'));
    expect(getMock.mock.calls.map(([query]) => query.search)).toEqual(['', 'rag']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'mute');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    expect(location()).toHaveTextContent('/punishments?q=rag&type=mute&status=expired');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ search: 'rag', type: 'mute', status: 'expired', page: 1 }),
    );
  });

  it('links each player to their page and shows whether the punishment is in force', async () => {
    getMock.mockResolvedValue(result([row(1, 'Odd Name'), row(2, 'Ragnar')], 2));
    renderPage();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('○ Expired');
    expect(second).toHaveTextContent('● Active');
    await userEvent.click(within(first!).getByRole('link', { name: 'Odd Name' }));
    expect(await screen.findByText('player page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/players/Odd%20Name');
  });

  it('marks a total the database counted only so far', async () => {
    getMock.mockResolvedValue({ ...result([row(1, 'Ragnar')], 1025), total_is_exact: false });
    renderPage('/punishments?q=r');
    expect(await screen.findByText('Showing 1–25 of 1,025+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the empty state', async () => {
    getMock.mockResolvedValue(result([], 0));
    renderPage();
    expect(await screen.findByText('No punishments found')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    getMock
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(result([row(1, 'Ragnar')], 1));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load punishments');
    expect(alert).toHaveTextContent('Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ragnar')).toBeInTheDocument();
    // One result: nothing to page through.
    expect(screen.queryByText('Showing 1–1 of 1')).toBeNull();
  });
});
