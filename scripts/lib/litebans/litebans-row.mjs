// LiteBans' punishment rows as the game bridge's punishments (POST /punishments). LiteBans'
// schema and its encodings, as its own web interface reads them: `time`/`until` are epoch
// milliseconds and `until` <= 0 is permanent; a removal sets `active` to 0 and names the remover
// in `removed_by_*` ('#expired' when it ran out); kicks are instant (no meaningful until/active);
// rows whose `uuid` is null or starts with '#' ('#offline#') punish an IP address only, which the
// web interface does not list and neither does the site (an address is no public record). The
// player's and the staff's UUIDs go with each item (the site's record follows a player through
// renames), and a lift says who, when and why (removed_by_name, removed_by_date,
// removed_by_reason); a staff name missing from the row is the one litebans_history has for the
// staff's UUID, as the web interface shows it.
// Whatever LiteBans holds, the item is one the bridge takes (its rules:
// supabase/functions/game-bridge/values.ts), or one refused row would stop every later run.

import { Buffer } from 'node:buffer';

/** LiteBans' tables (after the prefix) and the site's punishment types. */
export const LITEBANS_TABLES = /** @type {const} */ ([
  { table: 'bans', type: 'ban', removable: true },
  { table: 'mutes', type: 'mute', removable: true },
  { table: 'warnings', type: 'warn', removable: true },
  { table: 'kicks', type: 'kick', removable: false },
]);

/** What LiteBans writes for the server console as the acting staff. */
const CONSOLE_NAMES = new Set(['console', 'CONSOLE', '[Console]']);
const NO_REASON = 'No reason given';

/** The game's colour and format codes (§a, &l, …), which LiteBans keeps in reasons and names. */
export function stripFormatting(text) {
  return text.replace(/[§&][0-9a-fk-or]/gi, '');
}

/**
 * Text as the bridge takes it: a control character (a line break in a reason) becomes a space,
 * direction controls go, a lone surrogate becomes U+FFFD, and the ends are trimmed.
 */
function cleanText(text) {
  return text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim();
}

/** The moments the site keeps (the bridge's DATE_BOUNDS): 2000 to the end of 2099, UTC. */
const FIRST_MOMENT = Date.UTC(2000, 0, 1);
const END_OF_TIME = Date.UTC(2100, 0, 1);

/** `text` cut to `max` code points (the bridge counts as the database does). */
function cut(text, max) {
  const points = [...text];
  return points.length > max ? points.slice(0, max).join('') : text;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID column's value when it holds one (not 'CONSOLE', '#offline#', null), lower-cased. */
export function uuidOf(value) {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * A player's name as the bridge takes it, or null for one it cannot take: empty once cleaned, or
 * "." or "..", which would have no address on the site.
 */
export function playerNameOf(name) {
  const clean = cut(cleanText(String(name ?? '')), 64);
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/** Whether the row names a player (not an IP address alone). */
export function punishesPlayer(row) {
  return typeof row.uuid === 'string' && row.uuid !== '' && !row.uuid.startsWith('#');
}

const iso = (millis) => new Date(millis).toISOString();

/** A BIT(1) column: the MySQL driver answers a one-byte Buffer (a number when cast). */
const bit = (value) => (Buffer.isBuffer(value) ? value[0] : Number(value)) === 1;

/** A staff name as the site shows it, or null when the row has none worth showing. */
const staffText = (name) => (name ? cleanText(stripFormatting(String(name))) || null : null);

/** A DATETIME/TIMESTAMP column (a Date from the drivers) as epoch milliseconds, or null. */
function millisOf(value) {
  if (value === null || value === undefined) return null;
  const millis = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isFinite(millis) ? millis : null;
}

/**
 * Who lifted the row, when and why: LiteBans' removed_by_* when staff removed it ('#expired' is
 * LiteBans marking what ran out: no lift), the date within the site's bounds and not before the
 * punishment.
 */
function liftOf(row, time, staffNames) {
  const removedBy = row.removed_by_name;
  if (!removedBy && !uuidOf(row.removed_by_uuid)) return {};
  if (removedBy === '#expired') return {};
  const by = CONSOLE_NAMES.has(String(row.removed_by_uuid))
    ? 'Console'
    : (staffText(removedBy) ?? staffText(staffNames.get(uuidOf(row.removed_by_uuid))));
  const at = millisOf(row.removed_by_date);
  const reason = staffText(row.removed_by_reason);
  return {
    ...(by ? { removed_by: cut(by, 128) } : {}),
    ...(at === null ? {} : { removed_at: iso(Math.min(Math.max(at, time), END_OF_TIME - 1)) }),
    ...(reason ? { removed_reason: cut(reason, 2048) } : {}),
  };
}

/**
 * One LiteBans row as a bridge punishment.
 * @param {Record<string, unknown>} row  id, uuid, reason, banned_by_uuid, banned_by_name, time,
 *   until, active (BIT(1)) and, except for kicks, removed_by_uuid, removed_by_name,
 *   removed_by_date and removed_by_reason
 * @param {{ type: string, removable: boolean }} kind  its table's entry of LITEBANS_TABLES
 * @param {{ source: string, playerName: string | null, now: number,
 *   staffNames?: Map<string, string | null> }} context
 *   playerName: the player's latest name in litebans_history (null: unknown, the UUID stands in);
 *   staffNames: latest names by UUID, for staff the row does not name
 */
export function toBridgePunishment(row, kind, { source, playerName, now, staffNames = new Map() }) {
  // A clock gone wrong (before 2000, after 2099) is brought to the nearest moment the site keeps.
  const time = Math.min(Math.max(Number(row.time), FIRST_MOMENT), END_OF_TIME - 2);
  const until = Number(row.until);
  const staffUuid = uuidOf(row.banned_by_uuid);
  const staff = CONSOLE_NAMES.has(String(row.banned_by_uuid))
    ? 'Console'
    : (staffText(row.banned_by_name) ?? staffText(staffNames.get(staffUuid)) ?? 'Console');
  const reason = cleanText(stripFormatting(String(row.reason ?? ''))) || NO_REASON;
  let expires = null;
  let active = false;
  let lift = {};
  if (kind.removable) {
    // An expiry at or before the start (a zero-length punishment) ends right after it; one past
    // 2099 stands for "never" (the site keeps no later moment).
    if (until > 0 && until < END_OF_TIME) expires = iso(Math.max(until, time + 1));
    const removed = Boolean(row.removed_by_name);
    active = bit(row.active) && !removed && (until <= 0 || until > now);
    if (!active) lift = liftOf(row, time, staffNames);
  }
  const playerUuid = uuidOf(row.uuid);
  return {
    source,
    source_id: `${kind.type}:${row.id}`,
    // Unknown, or a name that would have no address on the site: the UUID stands in.
    player_name: playerNameOf(playerName) ?? cut(String(row.uuid), 64),
    type: kind.type,
    reason: cut(reason, 2048),
    staff_name: cut(staff, 128),
    date: iso(time),
    expires,
    active,
    ...(playerUuid ? { player_uuid: playerUuid } : {}),
    ...(staffUuid ? { staff_uuid: staffUuid } : {}),
    ...lift,
  };
}
