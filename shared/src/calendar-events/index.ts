export {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  getCountedCalendarEvents,
  getUpcomingEvents,
  updateCalendarEvent,
  CHANGE_REFUSED_MESSAGE,
  MAX_EVENTS_PER_REQUEST,
  UPCOMING_EVENTS_PER_PAGE,
  type CalendarEvent,
  type CalendarEventInput,
  type CountedEvents,
  type DateRange,
  type UpcomingEventsPage,
} from './api';
export {
  DESCRIPTION_TOO_LONG_MESSAGE,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  emptyEventForm,
  eventFormOf,
  formatEventTime,
  validateEventForm,
  type EventFormValues,
} from './event-form';
export { DeleteEventDialog, type DeleteEventDialogProps } from './delete-event-dialog';
export { EventFormModal, type EventFormModalProps } from './event-form-modal';
export { todayIso } from './today';
