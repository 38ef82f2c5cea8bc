import type { CalendarEventInput } from '@norsecraft/shared';

/** "3 May 2031" for a YYYY-MM-DD date, read as a calendar day (no time zone shift). */
export function calendarDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * What the dashboard says once an event is created. The list shows upcoming events only, so an
 * event dated before today would seem to vanish: the notice says where it is.
 */
export function createdNotice(input: Pick<CalendarEventInput, 'title' | 'date'>, today: string) {
  const day = calendarDay(input.date);
  return input.date < today
    ? `“${input.title}” was created for ${day}, a day that has passed: it is on the calendar, not in the upcoming events.`
    : `“${input.title}” was created for ${day}.`;
}
