import {
  currentLanguage,
  currentLocale,
  DEFAULT_LANGUAGE,
  type CalendarEventInput,
} from '@norsecraft/shared';
import { t } from '../../../lib/dashboard-i18n';

/**
 * "3 May 2031" ("3 maj 2031") for a YYYY-MM-DD date, read as a calendar day (no time zone shift).
 * English keeps the day before the month, as the dashboard has always written it.
 */
export function calendarDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(
    currentLanguage() === DEFAULT_LANGUAGE ? 'en-GB' : currentLocale(),
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    },
  );
}

/**
 * What the dashboard says once an event is created. The list shows upcoming events only, so an
 * event dated before today would seem to vanish: the notice says where it is.
 */
export function createdNotice(input: Pick<CalendarEventInput, 'title' | 'date'>, today: string) {
  const day = calendarDay(input.date);
  return input.date < today
    ? t('events.createdPast', { title: input.title, day })
    : t('events.created', { title: input.title, day });
}
