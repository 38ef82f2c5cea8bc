import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { createQueryClient } from '../data/query-client';
import { clearNotices } from '../notices/notices';
import { AppThemeProvider } from '../theme/theme-provider';
import { NoticeRegion } from '../ui/notice-region';

/**
 * Render inside the providers every page gets from the shell (theme, a router and the query
 * cache, a fresh one per render unless `queryClient` is given, and the site's notices, none shown
 * at first), for component tests in any package:
 * `import { renderWithProviders } from '@norsecraft/shared/testing'`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = createQueryClient(),
    ...options
  }: RenderOptions & { route?: InitialEntry; queryClient?: QueryClient } = {},
) {
  clearNotices();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <AppThemeProvider>
            {children}
            <NoticeRegion />
          </AppThemeProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
