import type { AdminAuditEntry } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuditActors, getAuditPage } from '../api/get-audit-log';
import { AUDIT_PAGE_SIZE } from '../lib/audit-entry';
import { AuditLog } from './audit-log';

jest.mock('../api/get-audit-log', () => ({
  ...jest.requireActual('../api/get-audit-log'),
  getAuditPage: jest.fn(),
  getAuditActors: jest.fn(),
}));

const granted: AdminAuditEntry = {
  id: 2,
  at: new Date().toISOString(),
  actor_id: 'odin',
  actor_email: 'odin@example.com',
  actor_role: 'authenticated',
  action: 'role.granted',
  target_id: 'thor',
  target_label: 'thor@example.com',
  before: null,
  after: { user_id: 'thor', email: 'thor@example.com', role: 'admin' },
};
const edited: AdminAuditEntry = {
  ...granted,
  id: 1,
  action: 'event.updated',
  target_id: '7',
  target_label: 'Raid night',
  before: { title: 'Raid night', time: '20:00:00' },
  after: { title: 'Raid night', time: '21:00:00' },
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAuditPage).mockResolvedValue({ entries: [granted, edited], total: 25 });
  jest.mocked(getAuditActors).mockResolvedValue([
    { actor_id: 'odin', actor_email: 'odin@example.com' },
    { actor_id: 'frigg', actor_email: 'frigg@example.com' },
  ]);
});

function renderLog() {
  return renderWithProviders(<AuditLog />);
}

it('lists entries newest first: what, to whom, by whom, when, and what an edit changed', async () => {
  renderLog();
  const list = await screen.findByRole('list', { name: 'Audit log entries' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Role granted');
  expect(first).toHaveTextContent('Granted admin to thor@example.com');
  expect(first).toHaveTextContent('by odin@example.com');
  expect(within(first!).getByText('just now')).toHaveAttribute('datetime', granted.at);
  expect(second).toHaveTextContent('Edited event "Raid night"');
  expect(within(second!).getByLabelText('Changes')).toHaveTextContent('time20:00:00 → 21:00:00');
  expect(getAuditPage).toHaveBeenCalledWith({ page: 0, actorId: null, action: null });
});

it('filters by admin and by action, each time from the first page', async () => {
  const user = userEvent.setup();
  renderLog();
  await screen.findByRole('option', { name: 'frigg@example.com' });
  await user.click(screen.getByRole('button', { name: 'Older' }));
  await waitFor(() =>
    expect(getAuditPage).toHaveBeenLastCalledWith({ page: 1, actorId: null, action: null }),
  );
  await user.selectOptions(screen.getByLabelText('Admin'), 'frigg@example.com');
  await waitFor(() =>
    expect(getAuditPage).toHaveBeenLastCalledWith({ page: 0, actorId: 'frigg', action: null }),
  );
  await user.selectOptions(screen.getByLabelText('Action'), 'Event deleted');
  await waitFor(() =>
    expect(getAuditPage).toHaveBeenLastCalledWith({
      page: 0,
      actorId: 'frigg',
      action: 'event.deleted',
    }),
  );
});

it('pages through the log: Newer and Older stop at the ends', async () => {
  const user = userEvent.setup();
  renderLog();
  const pages = Math.ceil(25 / AUDIT_PAGE_SIZE);
  expect(await screen.findByText(`Page 1 of ${pages}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  for (let page = 2; page <= pages; page += 1) {
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText(`Page ${page} of ${pages}`)).toBeInTheDocument();
  }
  await waitFor(() => expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Newer' })).toBeEnabled();
});

it('says when nothing matches the filters', async () => {
  jest.mocked(getAuditPage).mockResolvedValue({ entries: [], total: 0 });
  const user = userEvent.setup();
  renderLog();
  expect(await screen.findByText('No entries')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Action'), 'Role revoked');
  expect(await screen.findByText('Nothing matches this admin and action.')).toBeInTheDocument();
});

it('shows an error state with Retry when the log cannot be loaded, then the entries', async () => {
  jest.mocked(getAuditPage).mockRejectedValueOnce(new Error('boom'));
  const user = userEvent.setup();
  renderLog();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the audit log');
  expect(screen.queryByText('No entries')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Audit log entries' })).toBeInTheDocument();
});

it('keeps the page shown, marked busy, while the next one loads', async () => {
  let answer: (page: { entries: AdminAuditEntry[]; total: number }) => void = () => {};
  const user = userEvent.setup();
  renderLog();
  const list = await screen.findByRole('list', { name: 'Audit log entries' });
  jest.mocked(getAuditPage).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  await user.click(screen.getByRole('button', { name: 'Older' }));
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  answer({ entries: [{ ...edited, id: 0 }], total: 25 });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(list).toHaveAttribute('aria-busy', 'false');
});
