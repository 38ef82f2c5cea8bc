import { createTheme, resolveThemeMode } from './tokens';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('resolves system mode from the colour-scheme preference', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
  });

  it.each(['dark', 'light'] as const)('%s colours meet WCAG AA for text', (mode) => {
    for (const accentColor of ['green', 'blue', 'purple', 'red'] as const) {
      const { colors } = createTheme(mode, accentColor);
      // Every colour used for text or tags, on every surface a page draws.
      const foregrounds = {
        text: colors.text,
        textMuted: colors.textMuted,
        accent: colors.accent,
        primary: colors.primary,
        danger: colors.danger,
        success: colors.success,
        warning: colors.warning,
        info: colors.info,
        ...colors.rarity,
      };
      for (const surface of [colors.bg, colors.surface, colors.surfaceRaised]) {
        for (const [name, fg] of Object.entries(foregrounds)) {
          // Keyed by name so a failure says which colour.
          expect({ [name]: contrast(fg, surface) >= 4.5 }).toEqual({ [name]: true });
        }
        // The focus ring is a non-text indicator: 3:1 against what is around it.
        expect(contrast(colors.focus, surface)).toBeGreaterThanOrEqual(3);
      }
      expect(contrast(colors.primaryText, colors.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.successText, colors.success)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the spacing scale and breakpoints the apps rely on', () => {
    const theme = createTheme('dark', 'green');
    expect(theme.space(2)).toBe('8px');
    expect(theme.breakpoints).toEqual({ sm: '480px', md: '768px', lg: '1024px', xl: '1300px' });
  });
});
