import { supabase } from '@norsecraft/shared';
import type { CalendarEvent, CalendarEventType } from '../types';

const COLUMNS = 'id, title, date, time, description, type, created_by';

export interface EventInput {
  title: string;
  time: string;
  description: string;
  type: CalendarEventType;
}

// Row-level security hides rows a user may not change instead of failing: an update or delete
// refused that way answers 200 with no rows. Asking for the rows back turns that into an error.
const REFUSED = 'You are not allowed to change this event.';

/** More than a month's grid ever holds (about one event a day); the request stays bounded. */
export const MAX_EVENTS_PER_REQUEST = 500;

/**
 * The events from `from` to `to` (YYYY-MM-DD, a month's grid), and those of `extraDay` if given
 * (the selected day stays in the panel while the visitor browses other months).
 */
export async function getCalendarEvents(
  range: { from: string; to: string },
  extraDay: string | null,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const select = supabase.from('calendar_events').select(COLUMNS);
  const dates = extraDay
    ? select.or(`and(date.gte.${range.from},date.lte.${range.to}),date.eq.${extraDay}`)
    : select.gte('date', range.from).lte('date', range.to);
  const request = dates
    .order('date', { ascending: true })
    .order('time', { ascending: true })
    .range(0, MAX_EVENTS_PER_REQUEST - 1);
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  if (error) throw new Error(error.message);
  return (data ?? []) as CalendarEvent[];
}

export async function createEvent(date: string, input: EventInput, userId: string) {
  const { error } = await supabase
    .from('calendar_events')
    .insert({ ...input, date, created_by: userId });
  if (error) throw new Error(error.message);
}

export async function updateEvent(id: number, input: EventInput) {
  const { data, error } = await supabase
    .from('calendar_events')
    .update(input)
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error(REFUSED);
}

export async function deleteEvent(id: number) {
  const { data, error } = await supabase.from('calendar_events').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error(REFUSED);
}
