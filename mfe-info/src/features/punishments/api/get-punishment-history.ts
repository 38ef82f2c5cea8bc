import {
  punishmentsKey,
  PUNISHMENTS_PER_PAGE,
  supabase,
  unwrap,
  type PunishmentHistoryResult,
} from '@norsecraft/shared';

export const punishmentHistoryKey = (player: string, page: number) =>
  [...punishmentsKey, 'history', player, page] as const;

/** One page of a player's punishments with their counts by type, from the database. */
export async function getPunishmentHistory(
  player: string,
  page: number,
  signal?: AbortSignal,
): Promise<PunishmentHistoryResult> {
  const request = supabase.rpc(
    'punishment_history',
    { p_player: player, p_page: page, p_page_size: PUNISHMENTS_PER_PAGE },
    { get: true },
  );
  return unwrap(await (signal ? request.abortSignal(signal) : request));
}
