import { supabase } from '@norsecraft/shared';
import type { CalendarEvent } from './events';

export const EVENTS_PER_PAGE = 25;

export interface EventsPage {
  rows: CalendarEvent[];
  /** Upcoming events on every page. */
  total: number;
}

/** The visitor's local today as YYYY-MM-DD: events on it still count as upcoming. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One page of the events from `from` (YYYY-MM-DD) on, soonest first, with their number. */
export async function getUpcomingEvents(
  from: string,
  page: number,
  signal?: AbortSignal,
): Promise<EventsPage> {
  const start = (page - 1) * EVENTS_PER_PAGE;
  const request = supabase
    .from('calendar_events')
    .select('id, title, date, time, description, type', { count: 'exact' })
    .gte('date', from)
    .order('date', { ascending: true })
    .order('time', { ascending: true })
    .order('id', { ascending: true })
    .range(start, start + EVENTS_PER_PAGE - 1);
  const { data, error, count } = await (
    signal ? request.abortSignal(signal) : request
  ).overrideTypes<CalendarEvent[], { merge: false }>();
  // PostgREST answers a page past the last with 416 (PGRST103): nothing on it.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) throw new Error(error.message);
  return { rows: data, total: count ?? data.length };
}
