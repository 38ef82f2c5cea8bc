import type { CalendarEventType } from '../types/database';
import { t } from '../i18n/shared-messages';

/** The calendar event types, in the order every page lists them, with their labels. */
export const EVENT_TYPES: ReadonlyArray<{ value: CalendarEventType; label: string }> = [
  // Getters: each label is read in the page's language.
  {
    value: 'event',
    get label() {
      return t('event.event');
    },
  },
  {
    value: 'maintenance',
    get label() {
      return t('event.maintenance');
    },
  },
  {
    value: 'raid',
    get label() {
      return t('event.raid');
    },
  },
];

/** The label of a type; an unknown value (a newer database) shows as it is. */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPES.find((option) => option.value === type)?.label ?? type;
}
