// Imported only by each remote's standalone bootstrap through `@norsecraft/shared/dev`, never by
// the package index: the shared singleton chunk every app loads does not carry it.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { startAuthSync } from '../auth';
import { useAuthInitialised } from '../auth/hooks';
import { createQueryClient } from '../data/query-client';
import { loadSupabase } from '../lib/supabase';
import { GlobalStyle } from '../theme/global-style';
import { AppThemeProvider } from '../theme/theme-provider';
import { NoticeRegion } from '../ui/notice-region';

// Only the dev server gets the dev bar (and the dev accounts it signs in with): in a production
// build the condition is the constant false, so the bundler drops the import and its chunk.
const DevBar = process.env.NODE_ENV === 'production' ? null : lazy(() => import('./dev-bar'));

/** The standalone page's query cache, as the shell's is for the composed site. */
const queryClient = createQueryClient();

function AuthGate({ children }: { children: ReactNode }) {
  const initialised = useAuthInitialised();
  useEffect(() => {
    void startAuthSync();
  }, []);
  // As the shell does before rendering a page that reads data: the pages use `supabase` at once.
  use(loadSupabase());
  return initialised ? children : null;
}

/**
 * Everything the shell provides (router, theme, global styles, auth sync, query cache), so a remote runs
 * standalone: `createRoot(el).render(<DevHarness><Routes /></DevHarness>)` in its bootstrap.
 * Production builds of that standalone page (the games benchmarks use one) get no dev bar.
 */
export function DevHarness({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppThemeProvider>
          <GlobalStyle />
          <Suspense fallback={null}>
            <AuthGate>
              {DevBar && <DevBar />}
              <main>{children}</main>
              <NoticeRegion />
            </AuthGate>
          </Suspense>
        </AppThemeProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
