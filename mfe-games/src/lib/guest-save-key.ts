/**
 * The guest's clicker save key in localStorage. It is the only secret guarding a guest's save,
 * so it is random and long (the database accepts 16–128 of [A-Za-z0-9_-]).
 */
export const GUEST_SAVE_KEY_STORAGE_KEY = 'norsecraft.elderClicker.saveKey';

const VALID_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function getOrCreateGuestSaveKey(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  createKey: () => string = () => crypto.randomUUID(),
): string {
  const existing = storage.getItem(GUEST_SAVE_KEY_STORAGE_KEY);
  if (existing && VALID_KEY.test(existing)) return existing;
  const key = createKey();
  storage.setItem(GUEST_SAVE_KEY_STORAGE_KEY, key);
  return key;
}
