import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getPunishments } from '../api/get-punishments';
import type { Punishment } from '../types';
import PunishmentsPage from './punishments-page';

// Many re-renders per test: slow on a busy shared machine.
jest.setTimeout(20_000);

jest.mock('../api/get-punishments', () => ({
  ...jest.requireActual('../api/get-punishments'),
  getPunishments: jest.fn(),
}));
const fetchMock = jest.mocked(getPunishments);

const TYPES = ['ban', 'mute', 'kick', 'warn'] as const;
const rows: Punishment[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  player_name: `Player${i + 1}`,
  type: TYPES[i % 4]!,
  reason: i === 3 ? 'Griefing the longhouse' : 'Spam',
  date: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(),
  staff_name: i % 2 ? 'Tyr' : 'Eir',
  active: i % 3 === 0,
  expires: null,
}));

const listItems = () =>
  within(screen.getByRole('list', { name: 'Punishments' })).getAllByRole('listitem');

beforeEach(() => fetchMock.mockReset());

describe('PunishmentsPage', () => {
  it('pages 25 at a time', async () => {
    fetchMock.mockResolvedValue(rows);
    renderWithProviders(<PunishmentsPage />);
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(listItems()).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(listItems()).toHaveLength(5);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches and filters by type, back on page 1', async () => {
    fetchMock.mockResolvedValue(rows);
    renderWithProviders(<PunishmentsPage />);
    await screen.findByText('Showing 1–25 of 30');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search punishments' }),
      'LONGHOUSE',
    );
    expect(listItems()).toHaveLength(1);
    expect(screen.getByText('Player4')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'ban');
    expect(screen.getByText('Showing 1–8 of 8')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    expect(screen.getByText('No punishments found')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue([]);
    renderWithProviders(<PunishmentsPage />);
    expect(await screen.findByText('No punishments found')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    fetchMock.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(rows);
    renderWithProviders(<PunishmentsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load punishments');
    expect(alert).toHaveTextContent('Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
  });
});
