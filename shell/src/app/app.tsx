import { AppThemeProvider, GlobalStyle, useAuthInitialised } from '@norsecraft/shared';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './site-routes';

/** Spec: the app renders nothing until the auth state has been initialised. */
function AuthReady({ configError }: { configError: string | null }) {
  return useAuthInitialised() ? <SiteRoutes configError={configError} /> : null;
}

export function App({ configError }: { configError: string | null }) {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <GlobalStyle />
        <AuthReady configError={configError} />
      </AppThemeProvider>
    </BrowserRouter>
  );
}
