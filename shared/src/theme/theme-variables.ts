import { THEME_ATTRIBUTE } from '../document/contract';
import type { AccentColor } from '../types/database';
import { createTheme, type AppTheme, type ResolvedThemeMode, type ThemeColors } from './tokens';

/*
 * The theme as CSS custom properties (README "Themes"). Every colour and shadow a component
 * interpolates is a `var(--nc-…)`, so a component's rules — and the class names styled-components
 * derives from them — are the same for every visitor, whatever their theme and accent: the HTML
 * rendered on the server is what the browser hydrates, in light and in dark. Which values the
 * variables hold is chosen on <html>: `data-theme` ('light' or 'dark', set by the page's inline
 * script before the first paint; absent for 'system', when the device's preference decides) and
 * `data-accent` (absent for the default accent).
 */

/** Set on <html> to the member's accent; absent: the default one. */
export const ACCENT_ATTRIBUTE = 'data-accent';
export const DEFAULT_ACCENT: AccentColor = 'green';
const ACCENTS: readonly AccentColor[] = ['green', 'blue', 'purple', 'red'];

type Leaves = { [key: string]: string | Leaves };

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each leaf of `values` as `[--nc-<path>, value]`, depth first. */
function variables(values: Leaves, prefix: string): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = `${prefix}-${kebab(key)}`;
    return typeof value === 'string' ? [[name, value]] : variables(value, name);
  });
}

/** The same shape as `values`, each leaf replaced by a reference to its variable. */
function references<T extends Leaves>(values: T, prefix: string): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const name = `${prefix}-${kebab(key)}`;
      return [key, typeof value === 'string' ? `var(${name})` : references(value, name)];
    }),
  ) as T;
}

const COLORS = '--nc';
const SHADOWS = '--nc-shadow';

/** What differs between themes: the colours and the shadows. */
const themed = (mode: ResolvedThemeMode, accent: AccentColor) => {
  const { colors, shadow } = createTheme(mode, accent);
  return { colors: colors as unknown as Leaves, shadow: shadow as Leaves };
};

const declarations = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${name}:${value};`).join('');

/** Every variable of one theme, with its colour scheme. */
function modeRule(selector: string, mode: ResolvedThemeMode): string {
  const { colors, shadow } = themed(mode, DEFAULT_ACCENT);
  return `${selector}{color-scheme:${mode};${declarations([
    ...variables(colors, COLORS),
    ...variables(shadow, SHADOWS),
  ])}}`;
}

/** The accent's variables for each other accent, under the theme's selector. */
function accentRules(selector: string, mode: ResolvedThemeMode): string {
  return ACCENTS.filter((accent) => accent !== DEFAULT_ACCENT)
    .map((accent) => {
      const { accent: value } = createTheme(mode, accent).colors;
      return `${selector}[${ACCENT_ATTRIBUTE}="${accent}"]{${COLORS}-accent:${value};}`;
    })
    .join('');
}

const SYSTEM_LIGHT = `:root:not([${THEME_ATTRIBUTE}="dark"])`;
const CHOSEN_LIGHT = `:root[${THEME_ATTRIBUTE}="light"]`;

/**
 * Both themes' variables: dark by default, light where the device prefers it (unless the visitor
 * chose dark) or the visitor chose it. Static, so the server's styles carry it and the first
 * paint is in the visitor's theme.
 */
export const THEME_VARIABLES_CSS = [
  modeRule(':root', 'dark'),
  accentRules(':root', 'dark'),
  `@media (prefers-color-scheme: light){${modeRule(SYSTEM_LIGHT, 'light')}${accentRules(SYSTEM_LIGHT, 'light')}}`,
  modeRule(CHOSEN_LIGHT, 'light'),
  accentRules(CHOSEN_LIGHT, 'light'),
].join('\n');

/**
 * The one styled-components theme of the site: the same object for every visitor and theme
 * (colours and shadows are references to the variables above).
 */
export const siteTheme: AppTheme = (() => {
  const { colors, shadow } = themed('dark', DEFAULT_ACCENT);
  const { mode: _mode, accentColor: _accent, ...values } = createTheme('dark', DEFAULT_ACCENT);
  return {
    ...values,
    colors: references(colors, COLORS) as unknown as ThemeColors,
    shadow: references(shadow, SHADOWS) as AppTheme['shadow'],
  };
})();

/** Puts the visitor's theme and accent on <html> ('system': the device decides). */
export function applyThemeAttributes(
  root: HTMLElement,
  mode: ResolvedThemeMode | 'system',
  accent: AccentColor,
): void {
  if (mode === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, mode);
  if (accent === DEFAULT_ACCENT) root.removeAttribute(ACCENT_ATTRIBUTE);
  else root.setAttribute(ACCENT_ATTRIBUTE, accent);
}
