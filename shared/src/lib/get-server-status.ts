import { offlineStatus, readServerStatus, type ServerStatus } from './server-status';
import { supabase } from './supabase';

/** How often an open page asks again (the function itself caches for 30 s). */
export const SERVER_STATUS_REFRESH_MS = 60_000;

/** Asks the server-status function; unreachable counts as offline (the function says the rest). */
export async function getServerStatus(): Promise<ServerStatus> {
  try {
    const { data, error } = await supabase.functions.invoke('server-status', { method: 'GET' });
    return error ? offlineStatus() : readServerStatus(data);
  } catch {
    return offlineStatus();
  }
}

/**
 * The status's one cache entry, for every app that shows it (the shell's footer, the landing
 * page): `useQuery(serverStatusQuery)` in the app's own `api/`. One request serves the whole
 * page, and it is asked again every minute while something shows it.
 */
export const serverStatusQuery = {
  queryKey: ['server-status'] as const,
  queryFn: getServerStatus,
  refetchInterval: SERVER_STATUS_REFRESH_MS,
};
