import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { createQueryClient } from '@norsecraft/shared/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The site's one query cache. Every remote renders inside it, so data a page loaded is still
 * there when the visitor comes back, in the same remote or from another one.
 */
const queryClient = createQueryClient();

// What one account was allowed to read is not shown to the next: when the signed-in user changes
// (sign-in, sign-out, another account), every answer is dropped and what is on screen reloads.
let signedInAs = appStore.get(sessionUserAtom)?.id ?? null;
appStore.sub(sessionUserAtom, () => {
  const userId = appStore.get(sessionUserAtom)?.id ?? null;
  if (userId === signedInAs) return;
  signedInAs = userId;
  void queryClient.resetQueries();
});

/** A remote's prefetch starts its page's query here (PagePrefetchContext). */
export function prefetchQuery<T>(query: {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}): void {
  void queryClient.prefetchQuery(query);
}

export function QueryCacheProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
