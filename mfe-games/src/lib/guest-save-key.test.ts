import { GUEST_SAVE_KEY_STORAGE_KEY, getOrCreateGuestSaveKey } from './guest-save-key';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

it('creates a random UUID key once and keeps it', () => {
  const storage = memoryStorage();
  const key = getOrCreateGuestSaveKey(storage);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(storage.values.get(GUEST_SAVE_KEY_STORAGE_KEY)).toBe(key);
  expect(getOrCreateGuestSaveKey(storage)).toBe(key);
});

it('replaces a stored key the database would reject', () => {
  const storage = memoryStorage({ [GUEST_SAVE_KEY_STORAGE_KEY]: 'short' });
  expect(getOrCreateGuestSaveKey(storage, () => 'a'.repeat(32))).toBe('a'.repeat(32));
});
