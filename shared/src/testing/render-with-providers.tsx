import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from '../theme/theme-provider';

/**
 * Render inside the providers every page gets from the shell (theme and a router), for
 * component tests in any package: `import { renderWithProviders } from '@norsecraft/shared/testing'`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
