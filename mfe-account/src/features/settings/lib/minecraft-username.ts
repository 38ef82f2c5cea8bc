import { gameNameError } from '@norsecraft/shared';

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
  return gameNameError(username, {
    tooShort: USERNAME_TOO_SHORT,
    tooLong: USERNAME_TOO_LONG,
    badCharacters: USERNAME_BAD_CHARACTERS,
  });
}
