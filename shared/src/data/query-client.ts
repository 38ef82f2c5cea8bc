// `@norsecraft/shared/query-client`: imported by whoever provides the cache (the shell, the dev
// harness, component tests), never by the package index, so the query library is not part of
// the shared chunk every page loads before its first paint.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../notices/notices';
import { errorSentence } from './error-sentence';
import type {} from './write-meta';

/** How long loaded data counts as fresh: a page visited again within it shows it without a fetch. */
export const STALE_TIME_MS = 30_000;

/**
 * The site's one query cache, configured once. Retries are off here because supabase-js already
 * retries a read that got no answer or a 503/520 (after 1, 2 and 4 s); a second layer would
 * multiply the wait before a page shows its error state. Pages refetch when visited again after
 * the stale time and after the visitor's own changes (mutations invalidate what they change),
 * not on every tab switch. Writes say how they went through their `meta` (WriteMeta).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // Every write's notices, from its `meta` (WriteMeta): one wording and one place site-wide.
      onSuccess: (_data, _variables, _context, mutation) => {
        const { success } = mutation.meta ?? {};
        if (success) notify(success);
      },
      onError: (error, _variables, _context, mutation) => {
        const { failure } = mutation.meta ?? {};
        if (failure) notify(errorSentence(error, failure), 'error');
      },
    }),
    // networkMode 'always': offline, the library would pause a request until the browser is back
    // online (a bid's spinner forever); the request fails instead and errorSentence says the
    // server could not be reached, which the visitor can act on. That mode also turns off
    // reading again on reconnect by default: turned back on, what failed offline (or went
    // stale) loads by itself when the connection returns.
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
