import { ConfirmDialog } from '@norsecraft/shared';

export const LEAVE_MESSAGE = 'Are you sure you want to leave? Your score will be lost!';
/** What "lost" means, so it does not contradict the hub's "your progress is saved". */
export const LEAVE_DETAIL =
  'Your progress is saved, but this score will not be on the leaderboard unless you submit it.';

interface LeaveConfirmDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

export function LeaveConfirmDialog({ open, onStay, onLeave }: LeaveConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave the game?"
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{LEAVE_MESSAGE}</p>
      <p>{LEAVE_DETAIL}</p>
    </ConfirmDialog>
  );
}
