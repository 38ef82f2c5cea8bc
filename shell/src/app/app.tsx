import { AppThemeProvider, GlobalStyle } from '@norsecraft/shared';
import { BrowserRouter } from 'react-router-dom';
import type { RouteTable } from '../lib/route-table';
import { RouteTableProvider } from '../lib/route-table-context';
import { SiteRoutes } from './site-routes';

export interface SiteProps {
  routeTable: RouteTable;
  configError: string | null;
}

/** The whole site inside a router: the browser's (App) or a fixed location (server-render.tsx). */
export function Site({ routeTable, configError }: SiteProps) {
  return (
    <RouteTableProvider table={routeTable}>
      <AppThemeProvider>
        <GlobalStyle />
        <SiteRoutes configError={configError} />
      </AppThemeProvider>
    </RouteTableProvider>
  );
}

/** `basename`: the page language's prefix ('/sv'), so every link of every remote keeps it. */
export function App({ basename, ...props }: SiteProps & { basename: string }) {
  return (
    <BrowserRouter basename={basename || undefined}>
      <Site {...props} />
    </BrowserRouter>
  );
}
