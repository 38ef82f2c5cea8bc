import type { CalendarEvent } from '@norsecraft/shared';

/** A day cell shows at most this many events, then '+N' for the rest. */
export const MAX_EVENTS_PER_CELL = 2;

/** Events keyed by YYYY-MM-DD, each day ordered by time then title. */
export function groupEventsByDate<T extends Pick<CalendarEvent, 'date' | 'time' | 'title'>>(
  events: T[],
): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const event of events) {
    const day = byDate.get(event.date) ?? [];
    day.push(event);
    byDate.set(event.date, day);
  }
  for (const day of byDate.values()) {
    day.sort((a, b) => a.time.localeCompare(b.time) || a.title.localeCompare(b.title));
  }
  return byDate;
}

/** What a day cell shows: the first events, and how many more hide behind '+N' (0 = none). */
export function cellEvents<T>(
  events: T[],
  max = MAX_EVENTS_PER_CELL,
): { shown: T[]; more: number } {
  return { shown: events.slice(0, max), more: Math.max(0, events.length - max) };
}
