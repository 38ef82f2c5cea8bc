import { serverStatusQuery } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';

/** The game server's status (the same cache entry as the landing page's). */
export const useServerStatus = () => useQuery(serverStatusQuery);
