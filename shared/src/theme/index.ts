export { accentColorAtom, themeModeAtom } from './atoms';
export { GlobalStyle } from './global-style';
export { AppThemeProvider, useResolvedThemeMode } from './theme-provider';
export { siteTheme, THEME_VARIABLES_CSS } from './theme-variables';
export { BREAKPOINTS, createTheme, resolveThemeMode } from './tokens';
export type { AppTheme, ResolvedThemeMode, ThemeColors, ThemeMode, ThemeValues } from './tokens';
export { DISPLAY_FACE } from './fonts';
