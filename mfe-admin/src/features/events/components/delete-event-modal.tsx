import { Button, Modal } from '@norsecraft/shared';
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
    <Modal
      open
      onClose={onClose}
      title="Delete event?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => {
              setDeleting(true);
              void onConfirm();
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      <p>
        &ldquo;{event.title}&rdquo; will be removed from the calendar for everyone. This cannot be
        undone.
      </p>
    </Modal>
  );
}
