import { createQueryClient } from '@norsecraft/shared/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The site's one query cache. Every remote renders inside it, so data a page loaded is still
 * there when the visitor comes back, in the same remote or from another one.
 */
const queryClient = createQueryClient();

export function QueryCacheProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
