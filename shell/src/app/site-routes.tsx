import {
  loadSupabase,
  LoadingState,
  NotFoundPage,
  retryableLoad,
  retryFailedLoads,
  signInPath,
  useAuthInitialised,
  useSessionUser,
  useStaffRoles,
} from '@norsecraft/shared';
import { Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from '../components/error-page';
import { logFailure, useReconnects } from '../lib/connection';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';
import { guardDecision } from '../lib/route-table';
import { useRouteTable } from '../lib/route-table-context';
import { useIsServerRender } from './server-render-context';
import { Layout } from './layout';

/**
 * Picks the remote for the current path from the route table (the released page manifests) and
 * renders it under the one `/*` route, so a remote's `<Routes>` match the site's absolute paths.
 * Guards run first: /admin is never fetched for anyone without a staff role.
 */
function RouteSwitch() {
  const location = useLocation();
  const user = useSessionUser();
  const roles = useStaffRoles();
  const authChecked = useAuthInitialised();
  const route = useRouteTable().find(location.pathname);
  if (!route) return <NotFoundPage />;
  // Public pages render at once (the nav shows the stored user); a guard waits for the session
  // check, so a stored session that has ended cannot open a guarded page.
  if (route.guard && !authChecked) return <LoadingState />;
  const decision = guardDecision(route.guard, { signedIn: !!user, roles });
  if (decision.kind === 'redirect') {
    // The login page sends the visitor back here afterwards (`/login?next=…`).
    const to = decision.to === '/login' ? signInPath(location) : decision.to;
    return <Navigate to={to} replace />;
  }
  const outlet = <RemoteOutlet key={route.remote} remote={route.remote} />;
  if (route.supabase === false) return outlet;
  return (
    <Suspense fallback={<LoadingState />}>
      <SupabaseLoaded>{outlet}</SupabaseLoaded>
    </Suspense>
  );
}

// The load a page waits for: once failed (offline), kept failed until the boundary lets it retry.
const supabaseAttempt = retryableLoad(loadSupabase);

/**
 * Renders its children once the Supabase client is loaded (lib/supabase.ts in shared). `use` is
 * called on every render in the browser, loaded or not: a render that suspended on it and then
 * skipped it is what React warns of as a conditional use(). `supabaseAttempt()` answers one
 * promise for good once it has loaded, which React reads at once; one that failed (offline) stays
 * failed until the route's boundary lets it retry.
 */
function SupabaseLoaded({ children }: { children: ReactNode }) {
  const serverRender = useIsServerRender();
  if (!serverRender) use(supabaseAttempt());
  return children;
}

export function SiteRoutes({ configError }: { configError: string | null }) {
  const { pathname } = useLocation();
  // A page that failed renders again on Try again, on another page, and when the connection
  // returns; what failed to load loads afresh then (retryFailedLoads).
  const reconnects = useReconnects();
  return (
    <Routes>
      <Route element={<Layout configError={configError} />}>
        <Route
          path="*"
          element={
            <ErrorBoundary
              resetKey={`${pathname} ${reconnects}`}
              onError={(error) => {
                logFailure('[shell] route failed', error);
                retryFailedLoads();
              }}
              fallback={(_error, retry) => <ErrorPage onRetry={retry} />}
            >
              <RouteSwitch />
            </ErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
