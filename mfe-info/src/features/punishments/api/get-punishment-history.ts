import {
  supabase,
  type PunishmentHistoryArgs,
  type PunishmentHistoryResult,
} from '@norsecraft/shared';
import { PUNISHMENTS_PER_PAGE } from '../lib/punishment-query';

/** One page of a player's punishments with their counts by type, from the database. */
export async function getPunishmentHistory(
  player: string,
  page: number,
  signal?: AbortSignal,
): Promise<PunishmentHistoryResult> {
  const args: PunishmentHistoryArgs = {
    p_player: player,
    p_page: page,
    p_page_size: PUNISHMENTS_PER_PAGE,
  };
  const request = supabase.rpc('punishment_history', args, { get: true });
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  if (error) throw new Error(error.message);
  return data as PunishmentHistoryResult;
}
