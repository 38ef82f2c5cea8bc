import { screen } from '@testing-library/react';
import { offlineStatus } from '../lib/server-status';
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

it('keeps its place hidden until the answer', () => {
  renderWithProviders(<ServerStatusBadge status={undefined} />);
  const badge = screen.getByTestId('server-status');
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  expect(badge.textContent).toBe('');
});

it('shows online with the player count', () => {
  renderWithProviders(<ServerStatusBadge status={online} />);
  const badge = screen.getByTestId('server-status');
  expect(badge).toHaveTextContent('Game server: Online · 37/200');
  expect(badge).toHaveAttribute('aria-hidden', 'false');
});

it('says Offline when the server is down', () => {
  renderWithProviders(<ServerStatusBadge status={offlineStatus()} />);
  expect(screen.getByTestId('server-status')).toHaveTextContent('Game server: Offline');
});
