import {
  supabase,
  type SearchPunishmentsArgs,
  type SearchPunishmentsResult,
} from '@norsecraft/shared';
import { PUNISHMENTS_PER_PAGE, type PunishmentQuery } from '../lib/punishment-query';

/** One page of the record: searched, filtered, paged and counted in the database. */
export async function getPunishments(
  query: PunishmentQuery,
  signal?: AbortSignal,
): Promise<SearchPunishmentsResult> {
  const search = query.search.trim();
  const args: SearchPunishmentsArgs = {
    p_page: query.page,
    p_page_size: PUNISHMENTS_PER_PAGE,
    ...(search ? { p_search: search } : {}),
    ...(query.type !== 'all' ? { p_type: query.type } : {}),
    ...(query.status !== 'all' ? { p_status: query.status } : {}),
  };
  const request = supabase.rpc('search_punishments', args, { get: true });
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  if (error) throw new Error(error.message);
  return data as SearchPunishmentsResult;
}
