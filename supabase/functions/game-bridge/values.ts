// The values every route of the bridge accepts: text and date-times, checked so that whatever
// the bridge takes the database takes too, and the site can show. A refusal is a ValueError whose
// message is the reason, naming the field ("player_name must not contain control characters");
// a route adds the item it belongs to. The database holds the same date bounds (migration
// 20261127010000_timestamp_bounds.sql).

/** A value the bridge refuses; `message` says why, naming the field. */
export class ValueError extends Error {}

/**
 * The instants the site keeps: from 2000-01-01 (inclusive) to 2100-01-01 (exclusive), UTC. A
 * date outside them is a broken clock or a stand-in for "never" (year 9999), not a punishment's.
 */
export const DATE_BOUNDS = {
  from: Date.UTC(2000, 0, 1),
  until: Date.UTC(2100, 0, 1),
} as const;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

/** A UTF-16 code unit of a surrogate pair standing alone: no character, refused by PostgreSQL. */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 and C1 controls and DEL: tabs, line breaks, NUL, escape sequences. */
const CONTROL = /\p{Cc}/u;
/**
 * Bidirectional formatting: marks, embeddings, overrides and isolates. They reorder the text
 * around them ("Evil\u202Egnp.exe" reads "Evilexe.png").
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Code points, as PostgreSQL's char_length counts them. */
export const codePoints = (text: string) => [...text].length;

/**
 * Any UTF-16 code unit the checks below look for, surrogates (pairs included) among them: one
 * scan for the usual text, which holds none of them.
 */
const SUSPECT =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

/** Why `text` cannot be stored and shown as it is, or null. */
export function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode (a lone surrogate)';
  if (CONTROL.test(text)) return 'must not contain control characters (tabs, line breaks…)';
  if (BIDI_CONTROL.test(text)) return 'must not contain bidirectional control characters';
  return null;
}

/** A string of 1 to `max` code points, not only spaces, that `textProblem` finds fine. */
export function checkText(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ValueError(`${field} must be a non-empty string`);
  if (codePoints(value) > max) throw new ValueError(`${field} must be at most ${max} characters`);
  const problem = textProblem(value);
  if (problem) throw new ValueError(`${field} ${problem}`);
  return value;
}

/** The instant of an ISO 8601 date-time with a zone, or null (impossible dates included). */
export function parseDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0', zoneHour = '0', zoneMinute = '0'] = match
    .slice(1)
    .map((part) => part ?? undefined);
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth)
    return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (Number(zoneHour) > 15 || Number(zoneMinute) > 59) return null;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : instant;
}

/** An ISO 8601 date-time with a zone within DATE_BOUNDS: as sent, and its instant. */
export function checkDateTime(value: unknown, field: string): { text: string; instant: number } {
  const instant = typeof value === 'string' ? parseDateTime(value) : null;
  if (instant === null)
    throw new ValueError(
      `${field} must be an ISO 8601 date-time with a time zone, e.g. 2026-11-26T10:00:00Z`,
    );
  if (instant < DATE_BOUNDS.from || instant >= DATE_BOUNDS.until)
    throw new ValueError(`${field} must be between 2000-01-01 and 2099-12-31 (UTC)`);
  return { text: value as string, instant };
}

/**
 * A player's name, which is also the last segment of their addresses on the site
 * (`/players/<name>`, `/punishments/<name>`): "." and ".." are path steps there, which browsers
 * resolve away.
 */
export function checkPlayerName(value: unknown, field: string): string {
  const name = checkText(value, field, 64);
  if (name === '.' || name === '..')
    throw new ValueError(`${field} cannot be "." or "..": it would have no address on the site`);
  return name;
}

const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

/**
 * A player's UUID as the game gives it (`UUID.toString()`, or Mojang's 32 digits without
 * dashes), in its canonical form: lower case, with dashes.
 */
export function checkUuid(value: unknown, field: string): string {
  if (typeof value !== 'string' || !UUID.test(value))
    throw new ValueError(
      `${field} must be a UUID, e.g. 069a79f4-44e9-4726-a5be-fca90e38aaf5 (dashes optional)`,
    );
  const hex = value.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The most money one value may carry: 100,000,000 g in copper (the site's largest bid). */
export const MAX_COPPER = 1_000_000_000_000;

/** An amount of money in copper: a whole number from 1 to `max`. */
export function checkCopper(value: unknown, field: string, max = MAX_COPPER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > max)
    throw new ValueError(
      `${field} must be a whole number of copper from 1 to ${max.toLocaleString('en-US')}`,
    );
  return value;
}

/** A key the game gives a record (a deposit, a listing): 1 to 128 characters, or an integer. */
export function checkGameId(value: unknown, field = 'id'): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string')
    throw new ValueError(`${field} must be a string of 1 to 128 characters, or an integer`);
  return checkText(value, field, 128);
}

/** A row's id in a path (/auctions/<id>/…): a positive whole number, or null. */
export function parseRowId(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
