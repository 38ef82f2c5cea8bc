export type CalendarEventType = 'event' | 'maintenance' | 'raid';

/** A row of `calendar_events`. `time` comes back from PostgREST as 'HH:MM:SS'. */
export interface CalendarEvent {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  description: string | null;
  type: CalendarEventType;
  created_by: string | null;
}

export const EVENT_TYPES: { value: CalendarEventType; label: string }[] = [
  { value: 'event', label: 'Event' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'raid', label: 'Raid' },
];
