import { useAtomValue } from 'jotai';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { accentColorAtom, themeModeAtom } from './atoms';
import { createTheme, resolveThemeMode } from './tokens';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  // No matchMedia (old browsers, jsdom): assume the site's default, dark.
  return typeof window.matchMedia !== 'function' || window.matchMedia(DARK_QUERY).matches;
}

/** The one styled-components theme: mode (with 'system' resolved live) plus accent colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  const accent = useAtomValue(accentColorAtom);
  const systemDark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => true);
  const theme = useMemo(
    () => createTheme(resolveThemeMode(mode, systemDark), accent),
    [mode, systemDark, accent],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
