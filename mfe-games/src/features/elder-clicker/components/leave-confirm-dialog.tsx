import { ConfirmDialog, formatNumber } from '@norsecraft/shared';
import { t } from '../../../lib/i18n';

/** The spec's warning, in the page's language. */
export const leaveMessage = (): string => t('leave.message');

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
      title={t('leave.title')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{leaveMessage()}</p>
      <p>{t('leave.points', { score: formatNumber(score) })}</p>
    </ConfirmDialog>
  );
}
