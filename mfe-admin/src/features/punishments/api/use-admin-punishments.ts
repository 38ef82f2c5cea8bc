import { getPunishments, punishmentPageKey, type PunishmentQuery } from '@norsecraft/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * One page of the record as the public page reads it (search_punishments, same cache entry); the
 * page shown stays while the next search, filter or page loads.
 */
export const useAdminPunishments = (query: PunishmentQuery) =>
  useQuery({
    queryKey: punishmentPageKey(query),
    queryFn: ({ signal }) => getPunishments(query, signal),
    placeholderData: keepPreviousData,
  });
