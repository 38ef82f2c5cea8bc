import { getPunishments, punishmentPageKey, type PunishmentQuery } from '@norsecraft/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPunishmentHistory, punishmentHistoryKey } from './get-punishment-history';

/**
 * One page of the record. The page shown stays on screen while the next search, filter or page
 * loads (no spinner flash between pages); a request a newer one replaced is aborted.
 */
export const usePunishments = (query: PunishmentQuery) =>
  useQuery({
    queryKey: punishmentPageKey(query),
    queryFn: ({ signal }) => getPunishments(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of a player's history; the previous page stays while the next loads (same player). */
export const usePunishmentHistory = (player: string, page: number) =>
  useQuery({
    queryKey: punishmentHistoryKey(player, page),
    queryFn: ({ signal }) => getPunishmentHistory(player, page, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === player ? previous : undefined,
  });
