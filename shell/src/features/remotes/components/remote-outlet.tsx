import { ErrorState, LoadingState, Page } from '@norsecraft/shared';
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/error-boundary';
import {
  forgetRemote,
  loadQueryCache,
  loadRemoteRoutes,
  RemoteUnavailableError,
} from '../api/remote-loader';

const lazyRoutes = new Map<string, ComponentType>();

/**
 * One lazy component per remote, kept across navigation so a remote is not remounted per page.
 * `fresh` replaces it: React keeps a failed lazy component's rejection forever. The remote
 * renders inside the site's one query cache, whose code loads beside the remote's.
 */
function routesComponent(remote: string, fresh = false): ComponentType {
  let component = fresh ? undefined : lazyRoutes.get(remote);
  if (!component) {
    component = lazy(async () => {
      const [Routes, { QueryCacheProvider }] = await Promise.all([
        loadRemoteRoutes(remote),
        loadQueryCache(),
      ]);
      return {
        default: () => (
          <QueryCacheProvider>
            <Routes />
          </QueryCacheProvider>
        ),
      };
    });
    lazyRoutes.set(remote, component);
  }
  return component;
}

/**
 * Renders a remote's routes inside the layout (mount it with `key={remote}`). If its manifest
 * or code cannot be loaded, or it throws while rendering, the section shows a fallback with
 * Retry; the rest of the site keeps working. Each failure is logged once.
 */
export function RemoteOutlet({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const [RemoteRoutes, setRemoteRoutes] = useState(() => routesComponent(remote));

  const onError = useCallback(
    (error: Error) => console.error(`[shell] ${remote} failed`, error.cause ?? error),
    [remote],
  );

  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={onError}
      fallback={(error, retry) => (
        <Page>
          <ErrorState
            title="This section is temporarily unavailable"
            message="Please try again in a moment. The rest of the site still works."
            onRetry={() => {
              if (error instanceof RemoteUnavailableError) {
                // Load failures re-fetch; a render error just renders again.
                forgetRemote(remote);
                setRemoteRoutes(() => routesComponent(remote, true));
              }
              retry();
            }}
          />
        </Page>
      )}
    >
      <Suspense fallback={<LoadingState label="Loading..." />}>
        <RemoteRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
