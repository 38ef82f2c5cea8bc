import { RefusedError, unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { CalendarEventType, Tables } from '../types/database';

/** An event as the calendar and the admin list show it. `time` comes back as 'HH:MM:SS'. */
export type CalendarEvent = Pick<
  Tables<'calendar_events'>,
  'id' | 'title' | 'date' | 'time' | 'description' | 'type'
>;

/** What an admin writes: `date` 'YYYY-MM-DD', `time` 'HH:MM'. */
export interface CalendarEventInput {
  title: string;
  date: string;
  time: string;
  type: CalendarEventType;
  description: string | null;
}

// Not created_by: who made an event is no reader's business (an admin's account id); the audit
// log names them for admins.
const COLUMNS = 'id, title, date, time, description, type';

/** Row-level security hides a row the caller may not change: the write answers with no rows. */
export const CHANGE_REFUSED_MESSAGE = 'You are not allowed to change this event.';

/** More than a month's grid ever holds (about one event a day); the request stays bounded. */
export const MAX_EVENTS_PER_REQUEST = 500;

/** Days from `from` to `to` (YYYY-MM-DD, both included): a month's grid on the calendar. */
export interface DateRange {
  from: string;
  to: string;
}

/** The events of a request, and how many there are in all (more than shown past the limit). */
export interface CountedEvents {
  events: CalendarEvent[];
  total: number;
}

/**
 * The events of `range` and, if given, of `extraDay` (the selected day stays in the calendar's
 * panel while the visitor browses other months), in date and time order: at most
 * MAX_EVENTS_PER_REQUEST, with the count of all of them, so a page can say how many more there are.
 */
export async function getCountedCalendarEvents(
  range: DateRange,
  extraDay: string | null = null,
  signal?: AbortSignal,
): Promise<CountedEvents> {
  const select = supabase.from('calendar_events').select(COLUMNS, { count: 'exact' });
  const dates = extraDay
    ? select.or(`and(date.gte.${range.from},date.lte.${range.to}),date.eq.${extraDay}`)
    : select.gte('date', range.from).lte('date', range.to);
  const request = dates
    .order('date', { ascending: true })
    .order('time', { ascending: true })
    .range(0, MAX_EVENTS_PER_REQUEST - 1);
  const result = await (signal ? request.abortSignal(signal) : request);
  const events = unwrap(result);
  return { events, total: result.count ?? events.length };
}

/** The events of `range` (and `extraDay`), as getCountedCalendarEvents, without the count. */
export async function getCalendarEvents(
  range: DateRange,
  extraDay: string | null = null,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  return (await getCountedCalendarEvents(range, extraDay, signal)).events;
}

export const UPCOMING_EVENTS_PER_PAGE = 25;

export interface UpcomingEventsPage {
  rows: CalendarEvent[];
  /** Upcoming events on every page. */
  total: number;
}

/** One page of the events from `from` (YYYY-MM-DD) on, soonest first, with their number. */
export async function getUpcomingEvents(
  from: string,
  page: number,
  signal?: AbortSignal,
): Promise<UpcomingEventsPage> {
  const start = (page - 1) * UPCOMING_EVENTS_PER_PAGE;
  const request = supabase
    .from('calendar_events')
    .select(COLUMNS, { count: 'exact' })
    .gte('date', from)
    .order('date', { ascending: true })
    .order('time', { ascending: true })
    .order('id', { ascending: true })
    .range(start, start + UPCOMING_EVENTS_PER_PAGE - 1);
  const result = await (signal ? request.abortSignal(signal) : request);
  // PostgREST answers a page past the last with 416 (PGRST103), without a count: nothing on it.
  if (result.error?.code === 'PGRST103') return { rows: [], total: result.count ?? 0 };
  const rows = unwrap(result);
  return { rows, total: result.count ?? rows.length };
}

/** `created_by` is left to the column default, the caller (checked by the insert policy). */
export async function createCalendarEvent(input: CalendarEventInput): Promise<void> {
  unwrap(await supabase.from('calendar_events').insert(input));
}

/** Asks for the changed row back, so a write refused by row-level security is an error. */
export async function updateCalendarEvent(id: number, input: CalendarEventInput): Promise<void> {
  const rows = unwrap(
    await supabase.from('calendar_events').update(input).eq('id', id).select('id'),
  );
  if (!rows.length) throw new RefusedError(CHANGE_REFUSED_MESSAGE, 403);
}

export async function deleteCalendarEvent(id: number): Promise<void> {
  const rows = unwrap(await supabase.from('calendar_events').delete().eq('id', id).select('id'));
  if (!rows.length) throw new RefusedError(CHANGE_REFUSED_MESSAGE, 403);
}

/**
 * The events' cache entries, shared by the calendar page and the admin dashboard. Every write
 * invalidates `all`, which covers each month's and each page's entry.
 */
export const calendarEventKeys = {
  all: ['calendar-events'] as const,
  range: (range: DateRange, extraDay: string | null) =>
    [...calendarEventKeys.all, 'range', range.from, range.to, extraDay] as const,
  upcoming: (from: string, page: number) =>
    [...calendarEventKeys.all, 'upcoming', from, page] as const,
};
