import { atom } from 'jotai';
import { THEME_MODE_STORAGE_KEY } from '../lib/storage-keys';
import type { AccentColor, ThemeMode } from './tokens';

const MODES: readonly ThemeMode[] = ['dark', 'light', 'system'];

function readStoredMode(): ThemeMode {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_MODE_STORAGE_KEY);
    return MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : 'system';
  } catch {
    return 'system';
  }
}

const baseThemeModeAtom = atom<ThemeMode>(readStoredMode());

/**
 * 'dark', 'light' or 'system' (a visitor's default: their device's choice, dark where the device
 * says nothing); persisted locally and applied at once everywhere.
 */
export const themeModeAtom = atom(
  (get) => get(baseThemeModeAtom),
  (_get, set, mode: ThemeMode) => {
    set(baseThemeModeAtom, mode);
    try {
      globalThis.localStorage?.setItem(THEME_MODE_STORAGE_KEY, mode);
    } catch {
      // Not persisted, still applied for this visit.
    }
  },
);

/**
 * Not kept by the browser: a member's saved accent is applied on sign-in
 * (docs/product/site.md#themes).
 */
export const accentColorAtom = atom<AccentColor>('green');
