import {
  appStore,
  checkStaffRoles,
  getUpcomingEvents,
  loadPageLanguage,
  setPageLanguage,
  staffRolesAtom,
  type AdminAuditEntry,
  type AdminListingRow,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuditActors, getAuditPage } from '../features/audit-log/api/get-audit-log';
import { listContent, saveContent } from '../features/content/api/content-api';
import { getAdminListings } from '../features/listings/api/admin-listings';
import { getStats } from '../features/stats/api/get-stats';
import { getUsers } from '../features/users/api/get-users';
import AdminRoutes from '../routes';

// The admin pages as a Swedish page shows them (/sv/admin/...): their words, dates and numbers.
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  checkStaffRoles: jest.fn(),
  getUpcomingEvents: jest.fn(),
}));
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
jest.mock('../features/content/api/content-api', () => ({
  ...jest.requireActual('../features/content/api/content-api'),
  listContent: jest.fn(),
  saveContent: jest.fn(),
}));
jest.mock('../features/listings/api/admin-listings', () => ({
  ...jest.requireActual('../features/listings/api/admin-listings'),
  getAdminListings: jest.fn(),
}));

const granted: AdminAuditEntry = {
  id: 2,
  at: new Date(Date.now() - 3 * 60_000).toISOString(),
  actor_id: 'odin',
  actor_email: 'odin@example.com',
  actor_role: 'authenticated',
  action: 'role.granted',
  target_id: 'thor',
  target_label: 'thor@example.com',
  before: null,
  after: { user_id: 'thor', email: 'thor@example.com', role: 'admin' },
};
const ruleEdited: AdminAuditEntry = {
  ...granted,
  id: 1,
  action: 'content.updated',
  target_id: 'rules:12',
  target_label: 'Inget fusk',
  after: null,
};

const listing: AdminListingRow = {
  id: 5,
  item: 'Mjölnir',
  item_id: 3,
  item_category: 'weapon',
  seller: 'Heimdall',
  starting_bid: 10_000,
  current_bid: 125_000_050,
  end_time: '2030-12-03T18:30:00Z',
  rarity: 'Legendary',
  repeats: false,
  status: 'live',
  bids: 4,
  editable: false,
  highest_bidder: 'Freja',
  created_by_name: 'Odin',
  created_at: '2030-12-01T10:00:00Z',
  cancelled_at: null,
  delivered_at: null,
};

function renderAt(path: string) {
  return renderWithProviders(<AdminRoutes />, { route: path });
}

beforeEach(async () => {
  jest.clearAllMocks();
  await loadPageLanguage('sv');
  act(() => appStore.set(staffRolesAtom, ['admin']));
  jest.mocked(checkStaffRoles).mockResolvedValue(['admin']);
  jest
    .mocked(getStats)
    .mockResolvedValue({ totalUsers: 1250, admins: 2, events: 1, activeAuctions: 8 });
  jest.mocked(getUsers).mockResolvedValue({
    rows: [{ id: 'm', email: 'member@example.com', username: 'member', roles: [], created_at: '' }],
    total: 1,
    total_is_exact: true,
    page: 1,
    page_size: 25,
  });
  jest.mocked(getUpcomingEvents).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(getAuditPage).mockResolvedValue({ entries: [granted, ruleEdited], total: 2 });
  jest.mocked(getAuditActors).mockResolvedValue([]);
});

afterEach(() => {
  setPageLanguage('en');
  act(() => appStore.set(staffRolesAtom, []));
});

it('shows the dashboard in Swedish, with Swedish numbers and times', async () => {
  renderAt('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Adminpanel' })).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Administration' })).toHaveTextContent(
    'ÖversiktInnehållNyheterInställningarFöremålAuktionerStraff',
  );
  // Intl's Swedish grouping: a narrow no-break space.
  await waitFor(() => expect(screen.getByTestId('stat-totalUsers')).toHaveTextContent(/^1\s250$/));
  expect(screen.getByText('Användare totalt')).toBeVisible();
  expect(await screen.findByText('member@example.com')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Gör till admin' })).toBeVisible();
  const log = await screen.findByRole('list', { name: 'Poster i granskningsloggen' });
  const [first, second] = within(log).getAllByRole('listitem');
  expect(first).toHaveTextContent('Roll tilldelad');
  expect(first).toHaveTextContent('Gav admin till thor@example.com');
  expect(first).toHaveTextContent('av odin@example.com');
  expect(within(first!).getByText('för 3 minuter sedan')).toBeVisible();
  expect(second).toHaveTextContent('Redigerade regel "Inget fusk"');
});

it('edits the Swedish rows of a kind by default, in Swedish words, and writes new ones in Swedish', async () => {
  const user = userEvent.setup();
  jest
    .mocked(listContent)
    .mockImplementation(async (spec, query) =>
      spec.kind === 'rule_sections'
        ? { rows: [{ id: 4, title: 'Spelregler', lang: query.lang }], total: 1 }
        : { rows: [], total: 0 },
    );
  jest.mocked(saveContent).mockResolvedValue({ id: 9, title: 'Inget fusk' });
  renderAt('/admin/content/rules');
  expect(await screen.findByRole('heading', { level: 1, name: 'Regler' })).toBeVisible();
  expect(screen.getByLabelText('Innehållets språk')).toHaveValue('sv');
  expect(await screen.findByText('Inga regler ännu')).toBeVisible();
  expect(listContent).toHaveBeenCalledWith(
    expect.objectContaining({ kind: 'rules' }),
    expect.objectContaining({ lang: 'sv', parentId: 4 }),
    expect.anything(),
  );

  await user.click(screen.getByRole('button', { name: 'Lägg till regel' }));
  const dialog = screen.getByRole('dialog', { name: 'Lägg till regel' });
  await user.click(within(dialog).getByRole('button', { name: 'Lägg till regel' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Rubrik måste fyllas i.');
  expect(within(dialog).getByLabelText('Allvarlighetsgrad')).toHaveDisplayValue('normal');

  await user.type(within(dialog).getByLabelText('Rubrik'), 'Inget fusk');
  await user.type(within(dialog).getByLabelText('Beskrivning'), 'Fusk ger bannlysning.');
  await user.selectOptions(within(dialog).getByLabelText('Allvarlighetsgrad'), 'kritisk');
  await user.click(within(dialog).getByRole('button', { name: 'Lägg till regel' }));
  await waitFor(() =>
    expect(saveContent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'rules' }),
      'sv',
      null,
      expect.objectContaining({ title: 'Inget fusk', severity: 'critical', section_id: 4 }),
      1,
    ),
  );
  expect(await screen.findByText('Tillagt: regel.')).toBeVisible();
});

it('switches the editor to the English rows', async () => {
  const user = userEvent.setup();
  jest.mocked(listContent).mockResolvedValue({ rows: [], total: 0 });
  renderAt('/admin/content/vote-sites');
  await screen.findByText('Inga röstsajter ännu');
  await user.selectOptions(screen.getByLabelText('Innehållets språk'), 'English');
  await waitFor(() =>
    expect(listContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'vote_sites' }),
      expect.objectContaining({ lang: 'en' }),
      expect.anything(),
    ),
  );
});

it('shows the auction listings with Swedish money and dates', async () => {
  jest.mocked(getAdminListings).mockResolvedValue({
    rows: [listing],
    total: 1,
    total_is_exact: true,
    page: 1,
    page_size: 25,
  });
  renderAt('/admin/auctions');
  const list = await screen.findByRole('list', { name: 'Auktioner' });
  const row = within(list).getByRole('listitem');
  expect(row).toHaveTextContent('Pågår');
  expect(row).toHaveTextContent('Säljare Heimdall');
  expect(row).toHaveTextContent(/Bud 12\s500g 50c av Freja/);
  expect(row).toHaveTextContent(/Slutar 3 dec\. 2030 \d\d:30/);
  expect(within(row).getByRole('button', { name: 'Bud på Mjölnir (4)' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Visa auktioner' })).toHaveDisplayValue('Pågående');
});
