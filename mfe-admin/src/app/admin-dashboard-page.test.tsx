import {
  appStore,
  createCalendarEvent as createEvent,
  DataError,
  deleteCalendarEvent as deleteEvent,
  getUpcomingEvents,
  sessionUserAtom,
  staffRolesAtom,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuditActors, getAuditPage } from '../features/audit-log/api/get-audit-log';
import { getStats as fetchStats } from '../features/stats/api/get-stats';
import { getUsers } from '../features/users/api/get-users';
import { grantRole, revokeRole } from '../features/users/api/update-roles';
import { AdminDashboardPage } from './admin-dashboard-page';

jest.mock('../features/stats/api/get-stats', () => ({ getStats: jest.fn() }));
jest.mock('../features/users/api/get-users', () => ({
  ...jest.requireActual('../features/users/api/get-users'),
  getUsers: jest.fn(),
}));
jest.mock('../features/audit-log/api/get-audit-log', () => ({
  ...jest.requireActual('../features/audit-log/api/get-audit-log'),
  getAuditPage: jest.fn(),
  getAuditActors: jest.fn(),
}));
jest.mock('../features/users/api/update-roles', () => ({
  grantRole: jest.fn(),
  revokeRole: jest.fn(),
}));
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  getUpcomingEvents: jest.fn(),
  createCalendarEvent: jest.fn(),
  deleteCalendarEvent: jest.fn(),
}));

const user = (id: string, email: string, roles: string[]) => ({
  id,
  email,
  username: email.split('@')[0]!,
  roles,
  created_at: '2026-01-01T00:00:00Z',
});
const admin = user('a', 'admin@example.com', ['admin']);
const member = user('m', 'member@example.com', []);
const usersPage = (rows: ReturnType<typeof user>[], total = rows.length) => ({
  rows,
  total,
  total_is_exact: true,
  page: 1,
  page_size: 25,
});
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
  act(() => appStore.set(staffRolesAtom, ['admin']));
  jest.mocked(fetchStats).mockResolvedValue({
    totalUsers: 2,
    admins: 1,
    events: 1,
    activeAuctions: 8,
  });
  jest.mocked(getUsers).mockResolvedValue(usersPage([admin, member]));
  jest.mocked(getUpcomingEvents).mockResolvedValue({ rows: [raid], total: 1 });
  jest.mocked(getAuditPage).mockResolvedValue({ entries: [], total: 0 });
  jest.mocked(getAuditActors).mockResolvedValue([]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => appStore.set(staffRolesAtom, []));
});

it('shows an editor the areas the role opens, not the admins’ sections', async () => {
  act(() => appStore.set(staffRolesAtom, ['editor']));
  renderWithProviders(<AdminDashboardPage />, { route: '/admin' });
  expect(screen.getByRole('link', { name: 'Edit the content' })).toHaveAttribute(
    'href',
    '/admin/content',
  );
  expect(screen.queryByRole('link', { name: 'Open the punishments' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'User Management' })).not.toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Content', 'News']);
  expect(getUsers).not.toHaveBeenCalled();
});

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

it('shows an error state with Retry when the users cannot be loaded, then the list', async () => {
  jest.mocked(getUsers).mockRejectedValueOnce(new DataError('TypeError: Failed to fetch', 0));
  const user = userEvent.setup();
  renderWithProviders(<AdminDashboardPage />, { route: '/admin' });
  const users = screen.getByRole('region', { name: 'User Management' });
  const alert = await within(users).findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the users');
  expect(within(users).queryByText('No users found')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(users).findByText('member@example.com')).toBeInTheDocument();
});

it('labels users, searches on the server and promotes a member', async () => {
  const user = await renderDashboard();
  expect(getUsers).toHaveBeenLastCalledWith('', 1, expect.any(AbortSignal));
  let users = screen.getByRole('list', { name: 'Users' });
  expect(within(users).getByText('Administrator')).toBeInTheDocument();
  expect(within(users).getByText('User')).toBeInTheDocument();

  jest.mocked(getUsers).mockResolvedValue(usersPage([member]));
  await user.type(screen.getByPlaceholderText('Search users...'), 'MEMBER');
  await waitFor(() => expect(screen.queryByText('admin@example.com')).not.toBeInTheDocument());
  expect(getUsers).toHaveBeenLastCalledWith('MEMBER', 1, expect.any(AbortSignal));
  // Typing settles before the search goes out: not one request per key.
  expect(jest.mocked(getUsers).mock.calls.map(([search]) => search)).toEqual(['', 'MEMBER']);

  jest.mocked(grantRole).mockResolvedValue();
  jest.mocked(getUsers).mockResolvedValue(usersPage([{ ...member, roles: ['admin'] }]));
  users = screen.getByRole('list', { name: 'Users' });
  await user.click(within(users).getByRole('button', { name: 'Make Admin' }));
  // Nothing changes before the confirmation.
  expect(grantRole).not.toHaveBeenCalled();
  const confirm = screen.getByRole('dialog', { name: 'Make admin?' });
  await user.click(within(confirm).getByRole('button', { name: 'Make Admin' }));
  expect(grantRole).toHaveBeenCalledWith('m', 'admin');
  expect(await within(users).findByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  expect(fetchStats).toHaveBeenCalledTimes(2);
  // The grant is a new audit log entry: the log reloads too.
  await waitFor(() => expect(getAuditPage).toHaveBeenCalledTimes(2));
});

it('pages through the users and starts a new search on its first page', async () => {
  jest
    .mocked(getUsers)
    .mockResolvedValue({ ...usersPage([admin, member], 1025), total_is_exact: false });
  const user = await renderDashboard();
  expect(screen.getByText('Showing 1–25 of 1,025+')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Pages of users' });
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(getUsers).toHaveBeenLastCalledWith('', 2, expect.any(AbortSignal)));
  await user.type(screen.getByPlaceholderText('Search users...'), 'thor');
  await waitFor(() =>
    expect(getUsers).toHaveBeenLastCalledWith('thor', 1, expect.any(AbortSignal)),
  );
});

it("shows the database's refusal to remove the last admin", async () => {
  const user = await renderDashboard();
  jest
    .mocked(revokeRole)
    .mockRejectedValue(
      new DataError(
        'Cannot remove the last admin. Grant the admin role to another user first.',
        400,
        'P0001',
      ),
    );
  await user.click(screen.getByRole('button', { name: 'Remove Admin' }));
  const confirm = screen.getByRole('dialog', { name: 'Remove admin role?' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove Admin' }));
  expect(
    await screen.findByText(
      'Cannot remove the last admin. Grant the admin role to another user first.',
    ),
  ).toBeVisible();
});

it('asks before a role change, warns on your own row, and Cancel changes nothing', async () => {
  appStore.set(sessionUserAtom, { id: 'a', email: 'admin@example.com', profile: null });
  const user = await renderDashboard();
  await user.click(screen.getByRole('button', { name: 'Remove Admin' }));
  const confirm = screen.getByRole('dialog', { name: 'Remove admin role?' });
  expect(confirm).toHaveTextContent('You are about to remove your own admin role');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(revokeRole).not.toHaveBeenCalled();
  appStore.set(sessionUserAtom, null);
});

it('keeps the line breaks of an event description', async () => {
  jest
    .mocked(getUpcomingEvents)
    .mockResolvedValue({ rows: [{ ...raid, description: 'Bring mead\nMeet at dawn' }], total: 1 });
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
  expect(getUpcomingEvents).toHaveBeenCalledTimes(2);
  // The new event is a new audit log entry: the log reloads too.
  await waitFor(() => expect(getAuditPage).toHaveBeenCalledTimes(2));

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
  expect(
    await screen.findByText('Could not delete the event. Please try again.'),
  ).toBeInTheDocument();
});
