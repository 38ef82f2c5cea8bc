import { t } from '../i18n/shared-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { CalendarEvent } from './api';

export interface DeleteEventDialogProps {
  open: boolean;
  event: Pick<CalendarEvent, 'title'>;
  /** The calendar's button reads "Confirm delete", the dashboard's "Delete". */
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting an event cannot be undone, so the calendar and the dashboard ask first, alike. */
export function DeleteEventDialog({ event, ...dialog }: DeleteEventDialogProps) {
  return (
    <ConfirmDialog title={t('eventDelete.title')} {...dialog}>
      <p>{t('eventDelete.body', { title: event.title })}</p>
    </ConfirmDialog>
  );
}
