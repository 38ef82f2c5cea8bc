import type { CalendarEvent as CalendarEventRow, CalendarEventType } from '@norsecraft/shared';

export type { CalendarEventType };

/** The columns of `calendar_events` the page reads. `time` comes back as 'HH:MM:SS'. */
export type CalendarEvent = Pick<
  CalendarEventRow,
  'id' | 'title' | 'date' | 'time' | 'description' | 'type' | 'created_by'
>;
