import { retryableLazy, retryFailedLoads, ServerStatusBadge } from '@norsecraft/shared';
import { Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { useReconnects } from '../lib/connection';
import { loadQueryCache } from '../features/remotes/api/remote-loader';

/*
 * The footer's status reads the site's query cache, whose code is not among the layout's first
 * chunks (it arrives beside the first remote's): until it is there, or if it cannot be loaded,
 * the badge keeps its place and shows nothing — and tries again when the connection returns.
 */
const LiveStatus = retryableLazy(async () => {
  const [{ QueryCacheProvider }, { LiveServerStatus }] = await Promise.all([
    loadQueryCache(),
    import('../features/server-status/components/live-server-status'),
  ]);
  return {
    default: () => (
      <QueryCacheProvider>
        <LiveServerStatus />
      </QueryCacheProvider>
    ),
  };
});

const waiting = <ServerStatusBadge status={undefined} />;

export function FooterServerStatus() {
  const reconnects = useReconnects();
  return (
    <ErrorBoundary
      resetKey={`footer-server-status ${reconnects}`}
      fallback={() => waiting}
      onError={(error) => {
        console.warn('[shell] server status unavailable', error);
        retryFailedLoads();
      }}
    >
      <Suspense fallback={waiting}>
        <LiveStatus />
      </Suspense>
    </ErrorBoundary>
  );
}
