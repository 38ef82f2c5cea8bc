import type { AccentColor, ThemeSetting } from '../types/database';
import { BODY_FONT_FAMILY, HEADING_FONT_FAMILY } from './fonts';

export type ResolvedThemeMode = 'dark' | 'light';
export type ThemeMode = ThemeSetting;
export type { AccentColor };

export interface ThemeColors {
  bg: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  /** Brand gold/bronze: primary buttons, the logo, active navigation. */
  primary: string;
  /** Text drawn on `primary`. */
  primaryText: string;
  /** The member's chosen accent (links, highlights). */
  accent: string;
  danger: string;
  success: string;
  /** Text drawn on `success` (badges). */
  successText: string;
  warning: string;
  info: string;
  focus: string;
  rarity: { mythic: string; legendary: string; epic: string; rare: string; common: string };
}

/**
 * The styled-components theme. Its colours and shadows are CSS variables (theme-variables.ts):
 * which theme a visitor sees is chosen on <html>, never by what a component renders.
 */
export interface AppTheme {
  colors: ThemeColors;
  /** Spacing scale in 4 px steps: space(2) === '8px'. */
  space: (n: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  fonts: { heading: string; body: string; mono: string };
  /**
   * `xl`: from here the page's side margin is wide enough for the floating chat toggle; below
   * it the toggle sits in the top bar, so it never covers content.
   */
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  navHeight: string;
}

/*
 * Every text/background pair below meets WCAG AA (4.5:1 for text): e.g. dark text #ece6d6 on
 * #0e1320 ≈ 15:1, muted #a9b3c6 on surface #161d2d ≈ 8:1, primaryText on gold ≈ 9:1; light text
 * #1b2130 on #f6f1e7 ≈ 15:1, white on bronze #7f5210 ≈ 6.7:1.
 */
const palettes: Record<ResolvedThemeMode, Omit<ThemeColors, 'accent'>> = {
  dark: {
    bg: '#0e1320',
    surface: '#161d2d',
    surfaceRaised: '#1f2839',
    text: '#ece6d6',
    textMuted: '#a9b3c6',
    border: '#33405a',
    primary: '#d9a441',
    primaryText: '#17120a',
    danger: '#ff8080',
    success: '#5dd39e',
    successText: '#06150d',
    warning: '#f0b44c',
    info: '#7cbcf7',
    focus: '#ffd479',
    rarity: {
      mythic: '#ff6b96',
      legendary: '#f5c542',
      epic: '#b98cff',
      rare: '#5aa9ff',
      common: '#a3acba',
    },
  },
  light: {
    bg: '#f6f1e7',
    surface: '#ffffff',
    surfaceRaised: '#fbf8f2',
    text: '#1b2130',
    textMuted: '#4a5364',
    border: '#cfc5b1',
    primary: '#7f5210',
    primaryText: '#ffffff',
    danger: '#b42318',
    success: '#1f7a4a',
    successText: '#ffffff',
    warning: '#8a5300',
    info: '#1d5fa8',
    focus: '#1d5fa8',
    rarity: {
      mythic: '#b8214a',
      legendary: '#7d5d00',
      epic: '#7040c8',
      rare: '#1f66c1',
      common: '#5b6676',
    },
  },
};

/** Accent shades per mode: lighter on dark surfaces, darker on light ones, both AA as text. */
const accents: Record<ResolvedThemeMode, Record<AccentColor, string>> = {
  dark: { green: '#5fd08a', blue: '#7cbcf7', purple: '#b98cff', red: '#ff8a8a' },
  light: { green: '#1e7a43', blue: '#1d5fa8', purple: '#6b3fc0', red: '#b42318' },
};

const headingFont = HEADING_FONT_FAMILY;
const bodyFont = BODY_FONT_FAMILY;
const monoFont = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** The widths the layout changes at, smallest first (the same in every theme). */
export const BREAKPOINTS = { sm: '480px', md: '768px', lg: '1024px', xl: '1300px' } as const;

/** One theme's values (the variables' values; the contrast tests; the accent picker's swatches). */
export interface ThemeValues extends AppTheme {
  mode: ResolvedThemeMode;
  accentColor: AccentColor;
}

export function createTheme(mode: ResolvedThemeMode, accentColor: AccentColor): ThemeValues {
  return {
    mode,
    accentColor,
    colors: { ...palettes[mode], accent: accents[mode][accentColor] },
    space: (n) => `${n * 4}px`,
    radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
    shadow:
      mode === 'dark'
        ? {
            sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
            md: '0 4px 14px rgba(0, 0, 0, 0.45)',
            lg: '0 12px 40px rgba(0, 0, 0, 0.55)',
          }
        : {
            sm: '0 1px 2px rgba(40, 30, 10, 0.12)',
            md: '0 4px 14px rgba(40, 30, 10, 0.14)',
            lg: '0 12px 40px rgba(40, 30, 10, 0.18)',
          },
    fonts: { heading: headingFont, body: bodyFont, mono: monoFont },
    breakpoints: BREAKPOINTS,
    navHeight: '64px',
  };
}

/** 'system' follows the operating system's `prefers-color-scheme`. */
export function resolveThemeMode(mode: ThemeMode, prefersDark: boolean): ResolvedThemeMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

// Typed `theme` in every styled component of every app (this module is always in the program).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
