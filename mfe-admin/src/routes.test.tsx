import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { checkStaffRoles, DataError } from '@norsecraft/shared';
import AdminRoutes from './routes';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  checkStaffRoles: jest.fn(),
}));
// The dashboard's own data is tested with its sections; here only the gate matters.
jest.mock('./app/admin-dashboard-page', () => ({
  AdminDashboardPage: () => <h1>Admin Dashboard</h1>,
}));

const mockRoles = jest.mocked(checkStaffRoles);

beforeEach(() => {
  // After the redirect the admin routes match nothing, which React Router warns about.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function renderAt(path: string) {
  renderWithProviders(
    <>
      <AdminRoutes />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route: path },
  );
}

it('shows the dashboard to an admin', async () => {
  mockRoles.mockResolvedValue(['admin']);
  renderAt('/admin');
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
});

it('redirects a non-admin to /', async () => {
  mockRoles.mockResolvedValue([]);
  renderAt('/admin');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
});

it('redirects to / when the database refuses the role check', async () => {
  mockRoles.mockRejectedValue(new DataError('permission denied', 403));
  renderAt('/admin');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

it('shows an error state with Retry, not a redirect, when the server cannot be reached', async () => {
  mockRoles.mockRejectedValueOnce(new DataError('TypeError: Failed to fetch', 0));
  mockRoles.mockResolvedValueOnce(['admin']);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/admin');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load the dashboard');
  expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps an editor out of the admins’ pages', async () => {
  mockRoles.mockResolvedValue(['editor']);
  renderAt('/admin/items');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

it('keeps a moderator out of the content', async () => {
  mockRoles.mockResolvedValue(['moderator']);
  renderAt('/admin/content');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

it('keeps an editor out of the site settings, which are the admins’', async () => {
  mockRoles.mockResolvedValue(['editor']);
  renderAt('/admin/content/site-settings');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});
