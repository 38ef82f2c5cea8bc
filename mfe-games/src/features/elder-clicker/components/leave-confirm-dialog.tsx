import { ConfirmDialog } from '@norsecraft/shared';

export const LEAVE_MESSAGE = 'Are you sure you want to leave? Your score will be lost!';

interface LeaveConfirmDialogProps {
  open: boolean;
  /** The unsubmitted score the dialog is about. */
  score: number;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked before leaving with an unsubmitted score. Every line speaks of the leaderboard score the
 * spec's sentence warns about, so none contradicts it (the game's progress is another matter,
 * told on the hub).
 */
export function LeaveConfirmDialog({ open, score, onStay, onLeave }: LeaveConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave without submitting?"
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{LEAVE_MESSAGE}</p>
      <p>
        Your {score.toLocaleString('en-US')} points are not on the leaderboard yet. Stay to submit
        them first.
      </p>
    </ConfirmDialog>
  );
}
