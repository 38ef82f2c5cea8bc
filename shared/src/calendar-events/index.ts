export {
  calendarEventKeys,
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  updateCalendarEvent,
  CHANGE_REFUSED_MESSAGE,
  type CalendarEvent,
  type CalendarEventInput,
} from './api';
export {
  EVENT_TITLE_MAX_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  emptyEventForm,
  eventFormOf,
  formatEventTime,
  saveFailureMessage,
  validateEventForm,
  type EventFormValues,
} from './event-form';
export { DeleteEventDialog, type DeleteEventDialogProps } from './delete-event-dialog';
export { EventFormModal, type EventFormModalProps } from './event-form-modal';
