import { serverStatusQuery } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';

/** The game server's status (the same cache entry as the footer's). */
export const useServerStatus = () => useQuery(serverStatusQuery);
