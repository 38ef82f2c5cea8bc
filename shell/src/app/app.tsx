import { AppThemeProvider, GlobalStyle, useAuthInitialised } from '@norsecraft/shared';
import { BrowserRouter } from 'react-router-dom';
import type { RouteTable } from './route-table';
import { RouteTableProvider } from './route-table-context';
import { SiteRoutes } from './site-routes';

/** Spec: the app renders nothing until the auth state has been initialised. */
function AuthReady({ configError }: { configError: string | null }) {
  return useAuthInitialised() ? <SiteRoutes configError={configError} /> : null;
}

export function App({
  routeTable,
  configError,
}: {
  routeTable: RouteTable;
  configError: string | null;
}) {
  return (
    <BrowserRouter>
      <RouteTableProvider table={routeTable}>
        <AppThemeProvider>
          <GlobalStyle />
          <AuthReady configError={configError} />
        </AppThemeProvider>
      </RouteTableProvider>
    </BrowserRouter>
  );
}
