export { accentColorAtom, themeModeAtom } from './atoms';
export { GlobalStyle } from './global-style';
export { AppThemeProvider } from './theme-provider';
export { BREAKPOINTS, createTheme, resolveThemeMode } from './tokens';
export type { AppTheme, ResolvedThemeMode, ThemeColors, ThemeMode } from './tokens';
export { DISPLAY_FACE } from './fonts';
