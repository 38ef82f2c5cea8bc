import { DATE_BOUNDS } from '../lib/database-rules';
import type { CalendarEventType } from '../types/database';
import type { CalendarEvent, CalendarEventInput } from './api';

/** docs/decisions.md "One calendar event module": a title fits a day cell and a list row. */
export const EVENT_TITLE_MAX_LENGTH = 120;

/**
 * A description is read in the calendar's day panel and the dashboard's rows: a few paragraphs at
 * most. The database holds the same limit (migration 20261126070000).
 */
export const EVENT_DESCRIPTION_MAX_LENGTH = 1000;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const TITLE_TOO_LONG_MESSAGE = `Titles can be at most ${EVENT_TITLE_MAX_LENGTH} characters`;
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Descriptions can be at most 1,000 characters';
export const DATE_OUT_OF_BOUNDS_MESSAGE = 'Pick a date from the year 2000 to 2099';

/** The form's fields as typed: `date` from a date input, `time` 'HH:MM' from a time input. */
export interface EventFormValues {
  title: string;
  date: string;
  time: string;
  type: CalendarEventType | '';
  description: string;
}

/** A new event starts as type 'event', on `date` when the page fixes the day. */
export function emptyEventForm(date = ''): EventFormValues {
  return { title: '', date, time: '', type: 'event', description: '' };
}

export function eventFormOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    date: event.date,
    time: formatEventTime(event.time),
    type: event.type,
    description: event.description ?? '',
  };
}

/** Title, date, time and type are required (a title of only spaces counts as missing). */
export function validateEventForm(values: EventFormValues): string | null {
  if (!values.title.trim() || !values.date || !values.time || !values.type) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  // 'YYYY-MM-DD' strings compare as the days they name.
  if (values.date < DATE_BOUNDS.firstDay || values.date > DATE_BOUNDS.lastDay) {
    return DATE_OUT_OF_BOUNDS_MESSAGE;
  }
  if (values.title.trim().length > EVENT_TITLE_MAX_LENGTH) return TITLE_TOO_LONG_MESSAGE;
  if (values.description.trim().length > EVENT_DESCRIPTION_MAX_LENGTH) {
    return DESCRIPTION_TOO_LONG_MESSAGE;
  }
  return null;
}

/** What is sent for valid values: trimmed text, no empty description. */
export function eventInputOf(values: EventFormValues & { type: CalendarEventType }) {
  return {
    title: values.title.trim(),
    date: values.date,
    time: values.time,
    type: values.type,
    description: values.description.trim() || null,
  } satisfies CalendarEventInput;
}

/** The database's 'HH:MM:SS' as the pages show it. */
export function formatEventTime(time: string): string {
  return time.slice(0, 5);
}
