import {
  isSupabaseLoaded,
  loadSupabase,
  LoadingState,
  useAuthInitialised,
  useSessionUser,
  useStaffRoles,
} from '@norsecraft/shared';
import { Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
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
    // The login page sends the visitor back here afterwards (router state `from`).
    const state = decision.to === '/login' ? { from: location } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  const outlet = <RemoteOutlet key={route.remote} remote={route.remote} />;
  if (route.supabase === false) return outlet;
  return (
    <Suspense fallback={<LoadingState />}>
      <SupabaseLoaded>{outlet}</SupabaseLoaded>
    </Suspense>
  );
}

/** Renders its children once the Supabase client is loaded (lib/supabase.ts in shared). */
function SupabaseLoaded({ children }: { children: ReactNode }) {
  const serverRender = useIsServerRender();
  if (!serverRender && !isSupabaseLoaded()) use(loadSupabase());
  return children;
}

export function SiteRoutes({ configError }: { configError: string | null }) {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route element={<Layout configError={configError} />}>
        <Route
          path="*"
          element={
            <ErrorBoundary
              resetKey={pathname}
              onError={(error) => console.error('[shell] route failed', error)}
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
