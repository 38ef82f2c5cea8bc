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
    <ConfirmDialog title="Delete event?" {...dialog}>
      <p>
        &ldquo;{event.title}&rdquo; will be removed from the calendar for everyone. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
