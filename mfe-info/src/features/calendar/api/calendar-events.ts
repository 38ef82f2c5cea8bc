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

export async function fetchEvents(): Promise<CalendarEvent[]> {
  const { data, error } = await supabase
    .from('calendar_events')
    .select(COLUMNS)
    .order('date', { ascending: true })
    .order('time', { ascending: true });
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
