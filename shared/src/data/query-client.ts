// `@norsecraft/shared/query-client`: imported by whoever provides the cache (the shell, the dev
// harness, component tests), never by the package index, so the query library is not part of
// the shared chunk every page loads before its first paint.
import { QueryClient } from '@tanstack/react-query';

/** How long loaded data counts as fresh: a page visited again within it shows it without a fetch. */
export const STALE_TIME_MS = 30_000;

/**
 * The site's one query cache, configured once. Retries are off here because supabase-js already
 * retries a read that got no answer or a 503/520 (after 1, 2 and 4 s); a second layer would
 * multiply the wait before a page shows its error state. Pages refetch when visited again after
 * the stale time and after the visitor's own changes (mutations invalidate what they change),
 * not on every tab switch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
