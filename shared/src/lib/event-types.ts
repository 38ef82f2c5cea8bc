import type { CalendarEventType } from '../types/database';

/** The calendar event types, in the order every page lists them, with their labels. */
export const EVENT_TYPES: ReadonlyArray<{ value: CalendarEventType; label: string }> = [
  { value: 'event', label: 'Event' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'raid', label: 'Raid' },
];

/** The label of a type; an unknown value (a newer database) shows as it is. */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPES.find((option) => option.value === type)?.label ?? type;
}
