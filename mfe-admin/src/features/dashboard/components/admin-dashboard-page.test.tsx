import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, deleteEvent, fetchEvents } from '../../events/api/events';
import { fetchStats } from '../../stats/api/stats';
import { fetchUsers, grantAdmin, revokeAdmin } from '../../users/api/users';
import { AdminDashboardPage } from './admin-dashboard-page';

jest.mock('../../stats/api/stats', () => ({ fetchStats: jest.fn() }));
jest.mock('../../users/api/users', () => ({
  fetchUsers: jest.fn(),
  grantAdmin: jest.fn(),
  revokeAdmin: jest.fn(),
}));
jest.mock('../../events/api/events', () => ({
  fetchEvents: jest.fn(),
  createEvent: jest.fn(),
  deleteEvent: jest.fn(),
}));

const admin = { id: 'a', email: 'admin@example.com', roles: ['admin'] };
const member = { id: 'm', email: 'member@example.com', roles: [] };
const raid = {
  id: 7,
  title: 'Ragnarok Raid',
  date: '2030-05-01',
  time: '20:00:00',
  description: 'Bring mead',
  type: 'raid' as const,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStats).mockResolvedValue({
    totalUsers: 2,
    admins: 1,
    events: 1,
    activeAuctions: 8,
  });
  jest.mocked(fetchUsers).mockResolvedValue([admin, member]);
  jest.mocked(fetchEvents).mockResolvedValue([raid]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

async function renderDashboard() {
  const user = userEvent.setup();
  renderWithProviders(<AdminDashboardPage />, { route: '/admin' });
  await screen.findByText('member@example.com');
  await screen.findByText('Ragnarok Raid');
  return user;
}

it('shows the header and the four stat cards', async () => {
  await renderDashboard();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Manage users and server settings')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('stat-activeAuctions')).toHaveTextContent('8'));
  for (const label of ['Total Users', 'Admins', 'Events', 'Active Auctions']) {
    expect(screen.getByText(label)).toBeInTheDocument();
  }
});

it('labels users, filters by e-mail and promotes a member', async () => {
  const user = await renderDashboard();
  const users = screen.getByRole('list', { name: 'Users' });
  expect(within(users).getByText('Administrator')).toBeInTheDocument();
  expect(within(users).getByText('User')).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('Search users...'), 'MEMBER');
  expect(within(users).queryByText('admin@example.com')).not.toBeInTheDocument();

  jest.mocked(grantAdmin).mockResolvedValue();
  jest.mocked(fetchUsers).mockResolvedValue([admin, { ...member, roles: ['admin'] }]);
  await user.click(within(users).getByRole('button', { name: 'Make Admin' }));
  // Nothing changes before the confirmation.
  expect(grantAdmin).not.toHaveBeenCalled();
  const confirm = screen.getByRole('dialog', { name: 'Make admin?' });
  await user.click(within(confirm).getByRole('button', { name: 'Make Admin' }));
  expect(grantAdmin).toHaveBeenCalledWith('m');
  expect(await within(users).findByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  expect(fetchStats).toHaveBeenCalledTimes(2);
});

it("shows the database's refusal to remove the last admin", async () => {
  const user = await renderDashboard();
  jest
    .mocked(revokeAdmin)
    .mockRejectedValue(
      new Error('Cannot remove the last admin. Grant the admin role to another user first.'),
    );
  await user.click(screen.getByRole('button', { name: 'Remove Admin' }));
  const confirm = screen.getByRole('dialog', { name: 'Remove admin role?' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove Admin' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot remove the last admin');
});

it('asks before a role change, warns on your own row, and Cancel changes nothing', async () => {
  appStore.set(sessionUserAtom, { id: 'a', email: 'admin@example.com', profile: null });
  const user = await renderDashboard();
  await user.click(screen.getByRole('button', { name: 'Remove Admin' }));
  const confirm = screen.getByRole('dialog', { name: 'Remove admin role?' });
  expect(confirm).toHaveTextContent('You are about to remove your own admin role');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(revokeAdmin).not.toHaveBeenCalled();
  appStore.set(sessionUserAtom, null);
});

it('keeps the line breaks of an event description', async () => {
  jest
    .mocked(fetchEvents)
    .mockResolvedValue([{ ...raid, description: 'Bring mead\nMeet at dawn' }]);
  await renderDashboard();
  const description = screen.getByText(/Bring mead/);
  expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
});

it('validates, creates an event, closes and resets the form', async () => {
  const user = await renderDashboard();
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  let dialog = screen.getByRole('dialog', { name: 'Create Event' });
  await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(createEvent).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText('Title'), 'Feast');
  await user.type(within(dialog).getByLabelText('Date'), '2030-06-01');
  await user.type(within(dialog).getByLabelText('Time'), '18:30');
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Maintenance');
  jest.mocked(createEvent).mockResolvedValue();
  await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(createEvent).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'Feast',
      date: '2030-06-01',
      time: '18:30',
      type: 'maintenance',
    }),
  );
  expect(fetchEvents).toHaveBeenCalledTimes(2);

  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  dialog = screen.getByRole('dialog', { name: 'Create Event' });
  expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  expect(within(dialog).getByLabelText('Type')).toHaveValue('event');
});

it('says "Failed to create event" when the insert fails', async () => {
  const user = await renderDashboard();
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Event' });
  await user.type(within(dialog).getByLabelText('Title'), 'Feast');
  await user.type(within(dialog).getByLabelText('Date'), '2030-06-01');
  await user.type(within(dialog).getByLabelText('Time'), '18:30');
  jest.mocked(createEvent).mockRejectedValue(new Error('denied'));
  await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create event');
});

it('deletes an event after confirmation and notices a failure', async () => {
  const user = await renderDashboard();
  await user.click(screen.getByRole('button', { name: 'Delete Ragnarok Raid' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete event?' });
  jest.mocked(deleteEvent).mockRejectedValue(new Error('denied'));
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteEvent).toHaveBeenCalledWith(7);
  expect(await screen.findByText('Could not delete the event.')).toBeInTheDocument();
});
