// The bridge's punishment batch: what a game server sends to POST /punishments, checked item by
// item so that a bad item is refused with its index and the reason, before anything is written.
// The rules are the punishments table's own (migrations 20261122000300, 20261126030000,
// 20261127010000) and those of values.ts for every text and date.
import { checkDateTime, checkText, codePoints, ValueError } from './values.ts';

export const MAX_PUNISHMENTS_PER_CALL = 1000;
export const PUNISHMENT_TYPES = ['ban', 'mute', 'kick', 'warn', 'other'] as const;

export interface BridgePunishment {
  source: string;
  source_id: string;
  player_name: string;
  type: (typeof PUNISHMENT_TYPES)[number];
  reason: string;
  staff_name: string;
  /** ISO 8601 date-time with a time zone. */
  date: string;
  /** Same, or null: permanent. */
  expires: string | null;
  /** false: revoked (or expired) on the game server. */
  active: boolean;
}

export type BatchCheck =
  | { ok: true; items: BridgePunishment[] }
  | { ok: false; error: string; index?: number; reason?: string };

const FIELDS = [
  'source',
  'source_id',
  'player_name',
  'type',
  'reason',
  'staff_name',
  'date',
  'expires',
  'active',
] as const;

const SOURCE = /^[a-z0-9][a-z0-9_.-]{0,31}$/;

/**
 * A player's name, which is also the last segment of their history's address
 * (`/punishments/<name>`): "." and ".." are path steps there, which browsers resolve away.
 */
function checkPlayerName(value: unknown): string {
  const name = checkText(value, 'player_name', 64);
  if (name === '.' || name === '..')
    throw new ValueError('player_name cannot be "." or "..": it would have no address on the site');
  return name;
}

/** One item, or throws the reason it is refused. */
function checkItem(item: unknown): BridgePunishment {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new ValueError('must be an object');
  const fields = item as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new ValueError(`unknown field "${unknown}"`);
  const missing = FIELDS.find((field) => !(field in fields));
  if (missing !== undefined) throw new ValueError(`${missing} is missing`);

  if (typeof fields.source !== 'string' || !SOURCE.test(fields.source))
    throw new ValueError(
      'source must be 1 to 32 lower-case letters, digits, "_", "." or "-", starting with a letter or digit',
    );
  const sourceId =
    typeof fields.source_id === 'number' && Number.isSafeInteger(fields.source_id)
      ? String(fields.source_id)
      : fields.source_id;
  if (typeof sourceId !== 'string' || sourceId.trim() === '' || codePoints(sourceId) > 128)
    throw new ValueError('source_id must be a string of 1 to 128 characters, or an integer');
  // Its characters as every text's.
  checkText(sourceId, 'source_id', 128);
  const type = fields.type;
  if (!PUNISHMENT_TYPES.includes(type as BridgePunishment['type']))
    throw new ValueError(`type must be one of ${PUNISHMENT_TYPES.join(', ')}`);
  const date = checkDateTime(fields.date, 'date');
  let expires: string | null = null;
  if (fields.expires !== null) {
    const until = checkDateTime(fields.expires, 'expires');
    if (until.instant <= date.instant) throw new ValueError('expires must be later than date');
    expires = until.text;
  }
  if (typeof fields.active !== 'boolean') throw new ValueError('active must be true or false');
  return {
    source: fields.source,
    source_id: sourceId,
    player_name: checkPlayerName(fields.player_name),
    type: type as BridgePunishment['type'],
    reason: checkText(fields.reason, 'reason', 2048),
    staff_name: checkText(fields.staff_name, 'staff_name', 128),
    date: date.text,
    expires,
    active: fields.active,
  };
}

/** The batch, or why it is refused: the first bad item's index (from 0) and reason. */
export function checkPunishmentBatch(body: unknown): BatchCheck {
  if (!Array.isArray(body)) return { ok: false, error: 'Send a JSON array of punishments' };
  if (body.length > MAX_PUNISHMENTS_PER_CALL) {
    return {
      ok: false,
      error: `At most ${MAX_PUNISHMENTS_PER_CALL.toLocaleString('en-US')} punishments per call; this one has ${body.length.toLocaleString('en-US')}`,
    };
  }
  const items: BridgePunishment[] = [];
  // source + source_id → the index that first named it.
  const seen = new Map<string, number>();
  for (const [index, raw] of body.entries()) {
    let reason: string | null = null;
    try {
      const item = checkItem(raw);
      const key = JSON.stringify([item.source, item.source_id]);
      const first = seen.get(key);
      if (first !== undefined) reason = `repeats the source and source_id of item ${first}`;
      seen.set(key, first ?? index);
      items.push(item);
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      reason = error.message;
    }
    if (reason !== null) return { ok: false, error: `Item ${index}: ${reason}`, index, reason };
  }
  return { ok: true, items };
}
