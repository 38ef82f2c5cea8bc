import { createCalendarEvent, deleteCalendarEvent, getCalendarEvents } from '@norsecraft/shared';
import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { AUDIT_PAGE_SIZE } from '../lib/audit-entry';
import { getAuditActors, getAuditPage } from './get-audit-log';

afterEach(signOut);

const everything = { page: 0, actorId: null, action: null };

it("shows an admin their own event's creation and deletion, newest first, by them", async () => {
  const adminId = await signInAs('admin');
  const title = `Audit stack test ${Date.now()}`;
  await createCalendarEvent({
    title,
    date: '2031-03-04',
    time: '18:00',
    type: 'event',
    description: null,
  });
  const march = { from: '2031-03-01', to: '2031-03-31' };
  const created = (await getCalendarEvents(march)).find((event) => event.title === title)!;
  await deleteCalendarEvent(created.id);

  const mine = await getAuditPage({ ...everything, actorId: adminId });
  const [deleted, inserted] = mine.entries.filter((entry) => entry.target_label === title);
  expect(deleted).toMatchObject({
    action: 'event.deleted',
    actor_id: adminId,
    actor_email: 'admin@example.com',
    actor_role: 'authenticated',
    target_id: String(created.id),
    after: null,
  });
  expect(deleted!.before).toMatchObject({ title, date: '2031-03-04' });
  expect(inserted).toMatchObject({ action: 'event.created', before: null });
  expect(inserted!.id).toBeLessThan(deleted!.id);
  expect(mine.entries.every((entry) => entry.actor_id === adminId)).toBe(true);

  const onlyCreated = await getAuditPage({ ...everything, action: 'event.created' });
  expect(onlyCreated.entries.every((entry) => entry.action === 'event.created')).toBe(true);
  expect(onlyCreated.entries.map((entry) => entry.target_label)).toContain(title);

  expect(await getAuditActors()).toContainEqual({
    actor_id: adminId,
    actor_email: 'admin@example.com',
  });
});

it('pages the log: a page of entries at a time, newest first, and the total over all pages', async () => {
  await signInAs('admin');
  // The seed's events and role alone are more than a page.
  const first = await getAuditPage(everything);
  expect(first.total).toBeGreaterThan(AUDIT_PAGE_SIZE);
  expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
  const ids = first.entries.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const second = await getAuditPage({ ...everything, page: 1 });
  expect(second.total).toBe(first.total);
  expect(second.entries[0]!.id).toBeLessThan(ids.at(-1)!);
});

it('shows a member nothing (admins only)', async () => {
  await signInAs('member');
  expect(await getAuditPage(everything)).toEqual({ entries: [], total: 0 });
  expect(await getAuditActors()).toEqual([]);
});

it('refuses a visitor with the database’s error', async () => {
  await expect(getAuditPage(everything)).rejects.toMatchObject({ name: 'DataError' });
});
