import type { CalendarEventType } from '@norsecraft/shared';

export interface EventForm {
  title: string;
  /** YYYY-MM-DD from a date input. */
  date: string;
  /** HH:MM from a time input. */
  time: string;
  type: CalendarEventType | '';
  description: string;
}

/** The form after opening and after each successful create: type starts as 'event'. */
export const EMPTY_EVENT_FORM: EventForm = {
  title: '',
  date: '',
  time: '',
  type: 'event',
  description: '',
};

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Title, date, time and type are required (a title of only spaces counts as missing). */
export function validateEventForm(form: EventForm): string | null {
  const missing = !form.title.trim() || !form.date || !form.time || !form.type;
  return missing ? REQUIRED_FIELDS_MESSAGE : null;
}

/** The database returns times as 'HH:MM:SS'; the list shows 'HH:MM'. */
export function formatEventTime(time: string): string {
  return time.slice(0, 5);
}
