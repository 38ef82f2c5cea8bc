import { ServerStatusBadge } from '@norsecraft/shared';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { loadQueryCache } from '../features/remotes/api/remote-loader';

/*
 * The footer's status reads the site's query cache, whose code is not among the layout's first
 * chunks (it arrives beside the first remote's): until it is there, or if it cannot be loaded,
 * the badge keeps its place and shows nothing.
 */
const LiveStatus = lazy(async () => {
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
  return (
    <ErrorBoundary
      resetKey="footer-server-status"
      fallback={() => waiting}
      onError={(error) => console.warn('[shell] server status unavailable', error)}
    >
      <Suspense fallback={waiting}>
        <LiveStatus />
      </Suspense>
    </ErrorBoundary>
  );
}
