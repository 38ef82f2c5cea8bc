import { appStore, sessionUserAtom } from '@norsecraft/shared';
import { QUERY_STATE_ID } from '@norsecraft/shared/document';
import { createQueryClient } from '@norsecraft/shared/query-client';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The site's one query cache. Every remote renders inside it, so data a page loaded is still
 * there when the visitor comes back, in the same remote or from another one.
 */
const queryClient = createQueryClient();

/**
 * A page rendered with its data (its `prefetch` started queries on the server) brings their
 * answers: the page's first render shows them, and its prefetch finds them fresh instead of
 * asking again. Malformed, it is ignored: the page then loads its data itself.
 */
function serverQueries(): DehydratedState | null {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
const fromServer = serverQueries();
if (fromServer) hydrate(queryClient, fromServer);

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
