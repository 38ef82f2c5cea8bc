import { ErrorState, LoadingState, Page, retryFailedLoads } from '@norsecraft/shared';
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/error-boundary';
import { logFailure, useOnline, useReconnects } from '../../../lib/connection';
import {
  loadedQueryCache,
  loadedRemoteRoutes,
  loadQueryCache,
  loadRemoteRoutes,
  preloadedByDocument,
  RemoteUnavailableError,
  type QueryCacheModule,
} from '../api/remote-loader';
import { t } from '../../../lib/i18n';

const lazyRoutes = new Map<string, ComponentType>();

/** The remote's routes inside the site's one query cache. */
function inQueryCache(Routes: ComponentType, { QueryCacheProvider }: QueryCacheModule) {
  return function RemoteRoutes() {
    return (
      <QueryCacheProvider>
        <Routes />
      </QueryCacheProvider>
    );
  };
}

/**
 * One lazy component per remote, kept across navigation so a remote is not remounted per page.
 * `fresh` replaces it: React keeps a failed lazy component's rejection forever. The remote
 * renders inside the site's one query cache, whose code loads beside the remote's.
 */
function routesComponent(remote: string, fresh = false): ComponentType {
  let component = fresh ? undefined : lazyRoutes.get(remote);
  if (!component) {
    component = lazy(async () => {
      const [Routes, cache] = await Promise.all([loadRemoteRoutes(remote), loadQueryCache()]);
      return { default: inQueryCache(Routes, cache) };
    });
    lazyRoutes.set(remote, component);
  }
  return component;
}

/**
 * The remote's routes if they and the query cache are loaded already, else undefined: such a
 * remote renders at once, as a lazy component suspends once even when its code is there, and its
 * fallback would replace the page's HTML for a moment.
 */
function loadedRoutesComponent(remote: string): ComponentType | undefined {
  const Routes = loadedRemoteRoutes(remote);
  const cache = loadedQueryCache();
  return Routes && cache ? inQueryCache(Routes, cache) : undefined;
}

/**
 * Renders a remote's routes inside the layout (mount it with `key={remote}`). If its manifest
 * or code cannot be loaded, or it throws while rendering, the section shows a fallback with
 * Retry; the rest of the site keeps working. It renders again on Retry, on another page of the
 * remote and when the connection returns, loading afresh what failed to load. Each failure is
 * logged once.
 */
export function RemoteOutlet({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const online = useOnline();
  const reconnects = useReconnects();
  const [RemoteRoutes, setRemoteRoutes] = useState(
    () => loadedRoutesComponent(remote) ?? routesComponent(remote),
  );

  const onError = useCallback(
    (error: Error) => {
      logFailure(`[shell] ${remote} failed`, error.cause ?? error);
      retryFailedLoads();
      // React keeps a failed lazy component's error: the next render gets a fresh one.
      if (error instanceof RemoteUnavailableError)
        setRemoteRoutes(() => routesComponent(remote, true));
    },
    [remote],
  );

  return (
    <ErrorBoundary
      resetKey={`${pathname} ${reconnects}`}
      onError={onError}
      fallback={(error, retry) => (
        <Page>
          <ErrorState
            {...(online
              ? {
                  title: t('remote.unavailableTitle'),
                  message: t('remote.unavailableMessage'),
                }
              : {
                  title: t('remote.offlineTitle'),
                  message: t('remote.offlineMessage'),
                })}
            onRetry={() => {
              // A remote the page's HTML preloaded and that failed then can only be fetched
              // again by loading the page again.
              if (
                online &&
                error instanceof RemoteUnavailableError &&
                preloadedByDocument(remote)
              ) {
                window.location.reload();
                return;
              }
              retry();
            }}
          />
        </Page>
      )}
    >
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <RemoteRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
