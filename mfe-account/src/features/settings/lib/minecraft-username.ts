export const MIN_MINECRAFT_USERNAME_LENGTH = 3;
/** Also the input's maxLength: the field cannot take more. */
export const MAX_MINECRAFT_USERNAME_LENGTH = 16;

export const USERNAME_REQUIRED = 'Minecraft username is required';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';
export const USERNAME_TOO_LONG = 'Username must be at most 16 characters';
export const USERNAME_BAD_CHARACTERS =
  'Username can only contain letters, numbers, and underscores';

/**
 * Checks in order (docs/product/account.md#settings); returns the first failing message or null.
 */
export function validateMinecraftUsername(username: string): string | null {
  if (username.trim() === '') return USERNAME_REQUIRED;
  if (username.length < MIN_MINECRAFT_USERNAME_LENGTH) return USERNAME_TOO_SHORT;
  if (username.length > MAX_MINECRAFT_USERNAME_LENGTH) return USERNAME_TOO_LONG;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return USERNAME_BAD_CHARACTERS;
  return null;
}
