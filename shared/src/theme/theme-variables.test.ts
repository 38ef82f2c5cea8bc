import { applyThemeAttributes, siteTheme, THEME_VARIABLES_CSS } from './theme-variables';
import { createTheme } from './tokens';

describe('the theme as CSS variables', () => {
  it('gives components references only, the same for every visitor', () => {
    expect(siteTheme.colors.bg).toBe('var(--nc-bg)');
    expect(siteTheme.colors.textMuted).toBe('var(--nc-text-muted)');
    expect(siteTheme.colors.rarity.mythic).toBe('var(--nc-rarity-mythic)');
    expect(siteTheme.shadow.md).toBe('var(--nc-shadow-md)');
    expect(siteTheme.space(2)).toBe('8px');
    expect(siteTheme).not.toHaveProperty('mode');
  });

  it("holds both themes' values: dark by default, light by the device or the visitor's choice", () => {
    const dark = createTheme('dark', 'green').colors;
    const light = createTheme('light', 'green').colors;
    const [base, media, chosen] = [
      /^:root\{[^}]*\}/.exec(THEME_VARIABLES_CSS)?.[0] ?? '',
      /@media \(prefers-color-scheme: light\)\{:root:not\(\[data-theme="dark"\]\)\{[^}]*\}/.exec(
        THEME_VARIABLES_CSS,
      )?.[0] ?? '',
      /:root\[data-theme="light"\]\{[^}]*\}/.exec(THEME_VARIABLES_CSS)?.[0] ?? '',
    ];
    expect(base).toContain(`--nc-bg:${dark.bg};`);
    expect(base).toContain('color-scheme:dark;');
    for (const rule of [media, chosen]) {
      expect(rule).toContain(`--nc-bg:${light.bg};`);
      expect(rule).toContain('color-scheme:light;');
    }
  });

  it("gives each accent its shade in each theme, over the theme's default", () => {
    expect(THEME_VARIABLES_CSS).toContain(
      `:root[data-accent="blue"]{--nc-accent:${createTheme('dark', 'blue').colors.accent};}`,
    );
    expect(THEME_VARIABLES_CSS).toContain(
      `:root[data-theme="light"][data-accent="blue"]{--nc-accent:${createTheme('light', 'blue').colors.accent};}`,
    );
  });

  it('puts the choice on <html>; the defaults leave it to the styles', () => {
    const root = document.createElement('html');
    applyThemeAttributes(root, 'light', 'red');
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.getAttribute('data-accent')).toBe('red');
    applyThemeAttributes(root, 'system', 'green');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.hasAttribute('data-accent')).toBe(false);
  });
});
