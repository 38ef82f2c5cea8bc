/*
 * The rules for names players are known by in public (docs/product/account.md#public-name). The
 * database holds the same rules (supabase/migrations/20261126020100_public_names.sql) and answers
 * with the same messages; its tests run these functions' cases against it.
 */

/** A game name: 3 to 16 letters, digits or underscores (the game's own rule). */
export const GAME_NAME_LENGTH = { min: 3, max: 16 } as const;

/** The messages of each game-name check, in the order they are made. */
export interface GameNameMessages {
  tooShort: string;
  tooLong: string;
  badCharacters: string;
}

/** The first game-name check the name fails, or null (length before characters). */
export function gameNameError(name: string, messages: GameNameMessages): string | null {
  if (name.length < GAME_NAME_LENGTH.min) return messages.tooShort;
  if (name.length > GAME_NAME_LENGTH.max) return messages.tooLong;
  if (!/^[A-Za-z0-9_]+$/.test(name)) return messages.badCharacters;
  return null;
}

/** What the database and the settings form say about a public name. */
export const PUBLIC_NAME_ERRORS = {
  tooShort: 'Public name must be at least 3 characters',
  tooLong: 'Public name must be at most 16 characters',
  badCharacters: 'Public name can only contain letters, numbers, and underscores',
  taken: 'This public name is already taken',
} as const;

/** What public places show for a member without a public name, or whose privacy is private. */
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * A public name is optional (empty: not chosen, shown as ANONYMOUS_NAME); a chosen one follows
 * the game-name rule. Returns the first failing message or null. Whether it is taken only the
 * database knows.
 */
export function validatePublicName(name: string): string | null {
  if (name === '') return null;
  return gameNameError(name, PUBLIC_NAME_ERRORS);
}

/**
 * What others see of a member (the database's private.display_name): the public name, or
 * ANONYMOUS_NAME before one is chosen or while the member's privacy is private.
 */
export function publicLabel(profile: {
  public_name: string | null;
  privacy_setting: string;
}): string {
  if (profile.privacy_setting === 'private' || !profile.public_name) return ANONYMOUS_NAME;
  return profile.public_name;
}
