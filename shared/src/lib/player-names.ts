/*
 * The rules for names players are known by in public: public names (docs/product/account.md) and
 * leaderboard names (docs/product/games.md). The database holds the same rules
 * (supabase/migrations/20261126020100_public_names.sql, 20261126020300_player_name_rules.sql:
 * private.name_refusal) and answers with the same messages; its tests run the cases below
 * against it.
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

/**
 * The spec's messages for the game name a member asks a link code for (settings); the database's
 * private.game_username_refusal says the same.
 */
export const GAME_USERNAME_ERRORS = {
  required: 'Minecraft username is required',
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be at most 16 characters',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
} as const;

/** The first check the game name fails (required, then the game's rule), or null. */
export function validateGameUsername(name: string): string | null {
  if (name.trim() === '') return GAME_USERNAME_ERRORS.required;
  return gameNameError(name, GAME_USERNAME_ERRORS);
}

/** What the database and the forms say about any public name or leaderboard name. */
export const NAME_ERRORS = {
  invisible: 'Names cannot contain invisible or direction-changing characters',
  reserved: 'This name is reserved for the server staff',
} as const;

/** What the database and the settings form say about a public name. */
export const PUBLIC_NAME_ERRORS = {
  tooShort: 'Public name must be at least 3 characters',
  tooLong: 'Public name must be at most 16 characters',
  badCharacters: 'Public name can only contain letters, numbers, and underscores',
  reserved: NAME_ERRORS.reserved,
  taken: 'This public name is already taken',
} as const;

/**
 * Characters a name may not hold: controls, format characters (zero-width ones, bidirectional
 * embeddings, overrides, isolates and marks), spaces other than the plain one, fillers that draw
 * nothing (Hangul fillers, the blank Braille pattern), variation selectors, tags and private use.
 * A name of only these looked empty on the boards, and bidirectional controls reorder the text
 * around them. Inclusive code point ranges; the database's private.name_refusal holds the same.
 */
export const INVISIBLE_CHARACTER_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xe000, 0xf8ff],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
  [0xf0000, 0x10ffff],
];

const INVISIBLE = new RegExp(
  `[${INVISIBLE_CHARACTER_RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]`,
  'u',
);

/** Taken anywhere in a name: no player needs them, and each says "staff". */
const STAFF_WORDS = ['admin', 'moderator', 'owner', 'staff', 'norsecraft'];
/** Taken as a word of a name ("Freya_Mod", "ModFreya"), not inside one ("Modi"). */
const STAFF_TITLES = ['mod', 'mods', 'dev', 'devs', 'developer', 'helper', 'support', 'official'];
/**
 * The staff's names (staff page, mfe-info's STAFF and BUILDERS) and the names they sign
 * punishments with (seed), written without separators: taken as the whole name.
 */
const STAFF_NAMES = [
  'odin',
  'odinallfather',
  'frigg',
  'friggqueen',
  'loki',
  'lokicodes',
  'tyr',
  'tyrjustice',
  'eir',
  'eirhealer',
  'brokkr',
  'brokkrforge',
  'sindri',
  'sindrismith',
  'idunn',
  'idunngardens',
  'odinowner',
  'freyamod',
  'forsetihelper',
  'heimdallwatch',
];

/**
 * A name's words as the staff check reads them: split where a lower-case letter or digit meets a
 * capital and at anything but a letter, ASCII lower-cased, digits and signs that stand for
 * letters read as those letters (Adm1n, $taff).
 */
function nameWords(name: string): string[] {
  const folded = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(/[013457@$]/g, (sign) => 'oieastas'.charAt('013457@$'.indexOf(sign)));
  return folded.split(/[^a-z]+/).filter(Boolean);
}

/** Whether a name passes for one of the server's staff. */
export function isStaffName(name: string): boolean {
  const words = nameWords(name);
  const whole = words.join('');
  return (
    STAFF_NAMES.includes(whole) ||
    STAFF_WORDS.some((word) => whole.includes(word)) ||
    words.some((word) => STAFF_TITLES.includes(word))
  );
}

/**
 * The checks every public or leaderboard name gets on top of its own format: no invisible or
 * direction-changing character, not a staff name. The first failing message, or null.
 */
export function nameRefusal(name: string): string | null {
  if (INVISIBLE.test(name)) return NAME_ERRORS.invisible;
  if (isStaffName(name)) return NAME_ERRORS.reserved;
  return null;
}

/** What public places show for a member without a public name, or whose privacy is private. */
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * A public name is optional (empty: not chosen, shown as ANONYMOUS_NAME); a chosen one follows
 * the game-name rule and, unless `staff` (an admin), is not a staff name. Returns the first
 * failing message or null. Whether it is taken only the database knows.
 */
export function validatePublicName(name: string, { staff = false } = {}): string | null {
  if (name === '') return null;
  const refusal = gameNameError(name, PUBLIC_NAME_ERRORS) ?? nameRefusal(name);
  // Staff names are kept for the staff: an admin may hold one (the database's same exception).
  return staff && refusal === NAME_ERRORS.reserved ? null : refusal;
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

/** What a staff member without a name others may see is recorded as. */
export const STAFF_FALLBACK_NAME = 'Staff';

/**
 * The name an admin's actions are recorded under (punishments they add or revoke, listings they
 * make): what others see of them, or STAFF_FALLBACK_NAME (the database's private.staff_name).
 */
export function staffName(
  profile: { public_name: string | null; privacy_setting: string } | null,
): string {
  const shown = profile ? publicLabel(profile) : ANONYMOUS_NAME;
  return shown === ANONYMOUS_NAME ? STAFF_FALLBACK_NAME : shown;
}
