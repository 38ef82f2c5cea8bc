import { useAtomValue } from 'jotai';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useServerFirst } from '../lib/server-first';
import { accentColorAtom, themeModeAtom } from './atoms';
import { applyThemeAttributes, siteTheme } from './theme-variables';
import { resolveThemeMode, type ResolvedThemeMode } from './tokens';

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

/**
 * The one styled-components theme (the same for every visitor: its colours are CSS variables),
 * and the visitor's theme and accent on <html>, which pick the variables' values. The page's
 * inline script has set the stored theme there before the first paint; this keeps it in step
 * with the choice (and sets it before a page rendered in the browser paints).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  const accent = useAtomValue(accentColorAtom);
  useLayoutEffect(
    () => applyThemeAttributes(document.documentElement, mode, accent),
    [mode, accent],
  );
  return <ThemeProvider theme={siteTheme}>{children}</ThemeProvider>;
}

/**
 * The theme the visitor sees, for what CSS cannot draw (a game's canvas). Dark on the server and
 * while the browser hydrates its HTML (no server knows a visitor's choice), theirs after.
 */
export function useResolvedThemeMode(): ResolvedThemeMode {
  const mode = useAtomValue(themeModeAtom);
  const systemDark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => true);
  const resolved = resolveThemeMode(mode, systemDark);
  return useServerFirst(resolved, 'dark');
}
