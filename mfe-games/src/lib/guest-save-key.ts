import { GUEST_SAVE_KEY_PATTERN } from '@norsecraft/shared';

/**
 * The guest's clicker save key in localStorage. It is the only secret guarding a guest's save,
 * so it is random and long (GUEST_SAVE_KEY_PATTERN: what the database accepts).
 */
export const GUEST_SAVE_KEY_STORAGE_KEY = 'norsecraft.elderClicker.saveKey';

export function getOrCreateGuestSaveKey(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  createKey: () => string = () => crypto.randomUUID(),
): string {
  const existing = storage.getItem(GUEST_SAVE_KEY_STORAGE_KEY);
  if (existing && GUEST_SAVE_KEY_PATTERN.test(existing)) return existing;
  const key = createKey();
  storage.setItem(GUEST_SAVE_KEY_STORAGE_KEY, key);
  return key;
}
