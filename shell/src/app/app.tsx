import { AppThemeProvider, GlobalStyle } from '@norsecraft/shared';
import { BrowserRouter } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
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

/**
 * The site's rules go into the page as text, not through `insertRule` (styled-components'
 * production default). Chromium can leave a breakpoint's rules as they were for the old width
 * when the window is resized (a phone rotated) while rules are being inserted through the CSSOM:
 * the nav's wide links stayed on a 360 px screen until the next style change (seen in about 1 in
 * 15 loads resized within a second, and never with text). See docs/decisions.md.
 */
export function App(props: SiteProps) {
  return (
    <StyleSheetManager disableCSSOMInjection>
      <BrowserRouter>
        <Site {...props} />
      </BrowserRouter>
    </StyleSheetManager>
  );
}
