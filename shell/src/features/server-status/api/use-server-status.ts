import { serverStatusQuery, useServerFirst } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The game server's status (the same cache entry as the landing page's). Unknown on the server and
 * while the browser hydrates its HTML: the other may have the answer by then.
 */
export const useServerStatus = () => useServerFirst(useQuery(serverStatusQuery).data, undefined);
