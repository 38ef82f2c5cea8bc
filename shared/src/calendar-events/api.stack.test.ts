import { DataError } from '../data/data-error';
import { signInAs, signOut } from '../testing/stack-session';
import {
  CHANGE_REFUSED_MESSAGE,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  updateCalendarEvent,
} from './api';
import { EVENT_TITLE_MAX_LENGTH } from './event-form';

const input = {
  title: `Stack test feast ${Date.now()}`,
  date: '2031-02-03',
  time: '19:30',
  type: 'raid' as const,
  description: null,
};

afterEach(signOut);

it('reads every event in date and time order, as anyone', async () => {
  const events = await getCalendarEvents();
  expect(events.length).toBeGreaterThan(0);
  const order = events.map((event) => `${event.date} ${event.time}`);
  expect(order).toEqual([...order].sort());
  expect(Object.keys(events[0]!).sort()).toEqual(
    ['created_by', 'date', 'description', 'id', 'time', 'title', 'type'].sort(),
  );
});

it('lets an admin create, change and delete an event, created by them', async () => {
  const adminId = await signInAs('admin');
  await createCalendarEvent(input);
  const created = (await getCalendarEvents()).find((event) => event.title === input.title);
  expect(created).toMatchObject({ time: '19:30:00', type: 'raid', created_by: adminId });

  await updateCalendarEvent(created!.id, { ...input, title: `${input.title} (moved)` });
  const moved = (await getCalendarEvents()).find((event) => event.id === created!.id);
  expect(moved?.title).toBe(`${input.title} (moved)`);

  await deleteCalendarEvent(created!.id);
  expect((await getCalendarEvents()).some((event) => event.id === created!.id)).toBe(false);
});

it("refuses a member's writes with the database's answer or the refusal message", async () => {
  const [anyEvent] = await getCalendarEvents();
  await signInAs('member');
  await expect(createCalendarEvent(input)).rejects.toMatchObject({ status: 403 });
  await expect(updateCalendarEvent(anyEvent!.id, input)).rejects.toEqual(
    new DataError(CHANGE_REFUSED_MESSAGE, 403),
  );
  await expect(deleteCalendarEvent(anyEvent!.id)).rejects.toThrow(CHANGE_REFUSED_MESSAGE);
});

it('refuses a title over the length the forms allow, whoever sends it', async () => {
  await signInAs('admin');
  const title = 'x'.repeat(EVENT_TITLE_MAX_LENGTH + 1);
  await expect(createCalendarEvent({ ...input, title })).rejects.toMatchObject({ status: 400 });
  await createCalendarEvent({ ...input, title: title.slice(1) });
  const longest = (await getCalendarEvents()).find((event) => event.title === title.slice(1));
  await deleteCalendarEvent(longest!.id);
});
