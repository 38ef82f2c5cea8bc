import { punishmentsKey, type WriteMeta } from '@norsecraft/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { addPunishment, editPunishmentReason, revokePunishment } from './punishment-writes';
import { t } from '../i18n';

/**
 * After any write the punishment lists (here and on the public pages) and the audit log reload.
 * The dialogs show their own failures beside their fields; the revoke's is a notice (its dialog
 * has closed by then).
 */
function usePunishmentWrite<Args>(write: (args: Args) => Promise<void>, meta: WriteMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: punishmentsKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
    meta,
  });
}

export const useAddPunishment = () => usePunishmentWrite(addPunishment, { success: t('added') });
export const useEditPunishmentReason = () =>
  usePunishmentWrite(
    ({ id, reason }: { id: number; reason: string }) => editPunishmentReason(id, reason),
    { success: t('reasonSaved') },
  );
export const useRevokePunishment = () =>
  usePunishmentWrite(revokePunishment, {
    success: t('revoked'),
    failure: t('revokeFailed'),
  });
