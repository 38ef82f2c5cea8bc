import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { t } from '../i18n/shared-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone or takes something away. */
  tone?: 'primary' | 'danger';
  /** The confirmed action is running: the confirm button shows a spinner and waits. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the × and a click on the backdrop. */
  onCancel: () => void;
}

/**
 * Asks before an action: a Modal (focus trapped, Escape cancels, focus returns to the opener)
 * whose footer is Cancel then the action. Focus starts on Cancel, so Enter never confirms by
 * accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = t('dialog.cancel'),
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
