import { AppThemeProvider, GlobalStyle, useAuthInitialised } from '@norsecraft/shared';
import { BrowserRouter } from 'react-router-dom';
import type { RouteTable } from '../lib/route-table';
import { RouteTableProvider } from '../lib/route-table-context';
import { SiteRoutes } from './site-routes';

/** Nothing renders until the auth state is known (docs/product/site.md#signed-in-user). */
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
