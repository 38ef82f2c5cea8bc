import { unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { SearchPunishmentsResult } from '../types/database';
import { PUNISHMENTS_PER_PAGE, type PunishmentQuery } from './punishment-query';

/** Every list query of the record, for invalidation; one entry per search, filter and page. */
export const punishmentsKey = ['punishments'] as const;
export const punishmentPageKey = (query: PunishmentQuery) =>
  [...punishmentsKey, 'list', query] as const;

/** One page of the record: searched, filtered, paged and counted in the database. */
export async function getPunishments(
  query: PunishmentQuery,
  signal?: AbortSignal,
): Promise<SearchPunishmentsResult> {
  const search = query.search.trim();
  const request = supabase.rpc(
    'search_punishments',
    {
      p_page: query.page,
      p_page_size: PUNISHMENTS_PER_PAGE,
      ...(search ? { p_search: search } : {}),
      ...(query.type !== 'all' ? { p_type: query.type } : {}),
      ...(query.status !== 'all' ? { p_status: query.status } : {}),
    },
    { get: true },
  );
  return unwrap(await (signal ? request.abortSignal(signal) : request));
}
