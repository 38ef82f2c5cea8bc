import { ConfirmDialog } from '@norsecraft/shared';
import { useState } from 'react';
import type { ListedEvent } from './event-row';

interface DeleteEventModalProps {
  event: ListedEvent;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Deleting cannot be undone, so it asks first. */
export function DeleteEventModal({ event, onConfirm, onClose }: DeleteEventModalProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <ConfirmDialog
      open
      title="Delete event?"
      confirmLabel="Delete"
      busy={deleting}
      onConfirm={() => {
        setDeleting(true);
        void onConfirm();
      }}
      onCancel={onClose}
    >
      <p>
        &ldquo;{event.title}&rdquo; will be removed from the calendar for everyone. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
