import type { Page } from '@playwright/test';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Stored before any script runs, so the first paint is already in `theme`. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((mode) => {
    // Also runs in frames, where sandboxed pages may not touch storage.
    if (window === window.top) localStorage.setItem('norsecraft-theme-mode', mode);
  }, theme);
}
