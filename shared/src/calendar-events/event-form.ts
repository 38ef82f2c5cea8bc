import { DataError } from '../data/data-error';
import type { CalendarEventType } from '../types/database';
import { CHANGE_REFUSED_MESSAGE, type CalendarEvent, type CalendarEventInput } from './api';

/** docs/decisions.md "One calendar event module": a title fits a day cell and a list row. */
export const EVENT_TITLE_MAX_LENGTH = 120;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const TITLE_TOO_LONG_MESSAGE = `Titles can be at most ${EVENT_TITLE_MAX_LENGTH} characters`;

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
  if (values.title.trim().length > EVENT_TITLE_MAX_LENGTH) return TITLE_TOO_LONG_MESSAGE;
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

/**
 * What a failed save tells the admin: a refusal we can explain says so; anything else (no
 * answer, a server fault) gets the form's general message.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof DataError && error.message === CHANGE_REFUSED_MESSAGE
    ? error.message
    : fallback;
}
