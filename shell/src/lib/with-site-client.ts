import { loadSupabase } from '@norsecraft/shared';

/**
 * A query a page's `prefetch` starts, run once the site's Supabase client has loaded: its
 * `queryFn` may use `supabase` like the page's own queries, though it starts before the page (and
 * on the server, where nothing else loads the client).
 */
export function withSiteClient<T>(query: {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}) {
  return {
    ...query,
    queryFn: async () => {
      await loadSupabase();
      return query.queryFn();
    },
  };
}
