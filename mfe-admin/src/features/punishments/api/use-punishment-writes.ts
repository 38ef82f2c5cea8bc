import { punishmentsKey } from '@norsecraft/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { addPunishment, editPunishmentReason, revokePunishment } from './punishment-writes';

/** After any write the punishment lists (here and on the public pages) and the audit log reload. */
function usePunishmentWrite<Args>(write: (args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: punishmentsKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}

export const useAddPunishment = () => usePunishmentWrite(addPunishment);
export const useEditPunishmentReason = () =>
  usePunishmentWrite(({ id, reason }: { id: number; reason: string }) =>
    editPunishmentReason(id, reason),
  );
export const useRevokePunishment = () => usePunishmentWrite(revokePunishment);
