import { DataError, unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { CalendarEventType, Tables } from '../types/database';

/** An event as the calendar and the admin list show it. `time` comes back as 'HH:MM:SS'. */
export type CalendarEvent = Pick<
  Tables<'calendar_events'>,
  'id' | 'title' | 'date' | 'time' | 'description' | 'type' | 'created_by'
>;

/** What an admin writes: `date` 'YYYY-MM-DD', `time` 'HH:MM'. */
export interface CalendarEventInput {
  title: string;
  date: string;
  time: string;
  type: CalendarEventType;
  description: string | null;
}

const COLUMNS = 'id, title, date, time, description, type, created_by';

/** Row-level security hides a row the caller may not change: the write answers with no rows. */
export const CHANGE_REFUSED_MESSAGE = 'You are not allowed to change this event.';

/** Every event, in date and time order (both pages filter by day or show the whole list). */
export async function getCalendarEvents(): Promise<CalendarEvent[]> {
  return unwrap(
    await supabase
      .from('calendar_events')
      .select(COLUMNS)
      .order('date', { ascending: true })
      .order('time', { ascending: true }),
  );
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
  if (!rows.length) throw new DataError(CHANGE_REFUSED_MESSAGE, 403);
}

export async function deleteCalendarEvent(id: number): Promise<void> {
  const rows = unwrap(await supabase.from('calendar_events').delete().eq('id', id).select('id'));
  if (!rows.length) throw new DataError(CHANGE_REFUSED_MESSAGE, 403);
}

/**
 * The one cache entry of the events, shared by the calendar page and the admin dashboard: read
 * with `useQuery({ queryKey: calendarEventKeys.all, queryFn: getCalendarEvents })`, invalidated
 * after every write.
 */
export const calendarEventKeys = { all: ['calendar-events'] as const };
