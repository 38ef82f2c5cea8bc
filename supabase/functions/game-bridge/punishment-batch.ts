// The bridge's punishment batch: what a game server sends to POST /punishments, checked item by
// item so that a bad item is refused with its index and the reason, before anything is written.
// The rules are the punishments table's own (migrations 20261122000300, 20261126030000).

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
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

/** Code points, as PostgreSQL's char_length counts them. */
const length = (text: string) => [...text].length;

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

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${field} must be a non-empty string`);
  if (length(value) > max) throw new Error(`${field} must be at most ${max} characters`);
  if (value.includes('\u0000')) throw new Error(`${field} must not contain a NUL character`);
  return value;
}

function dateTime(value: unknown, field: string): { text: string; instant: number } {
  const instant = typeof value === 'string' ? parseDateTime(value) : null;
  if (instant === null)
    throw new Error(
      `${field} must be an ISO 8601 date-time with a time zone, e.g. 2026-11-26T10:00:00Z`,
    );
  return { text: value as string, instant };
}

/** One item, or throws the reason it is refused. */
function checkItem(item: unknown): BridgePunishment {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new Error('must be an object');
  const fields = item as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new Error(`unknown field "${unknown}"`);
  const missing = FIELDS.find((field) => !(field in fields));
  if (missing !== undefined) throw new Error(`${missing} is missing`);

  if (typeof fields.source !== 'string' || !SOURCE.test(fields.source))
    throw new Error(
      'source must be 1 to 32 lower-case letters, digits, "_", "." or "-", starting with a letter or digit',
    );
  const sourceId =
    typeof fields.source_id === 'number' && Number.isSafeInteger(fields.source_id)
      ? String(fields.source_id)
      : fields.source_id;
  if (typeof sourceId !== 'string' || sourceId.trim() === '' || length(sourceId) > 128)
    throw new Error('source_id must be a string of 1 to 128 characters, or an integer');
  const type = fields.type;
  if (!PUNISHMENT_TYPES.includes(type as BridgePunishment['type']))
    throw new Error(`type must be one of ${PUNISHMENT_TYPES.join(', ')}`);
  const date = dateTime(fields.date, 'date');
  let expires: string | null = null;
  if (fields.expires !== null) {
    const until = dateTime(fields.expires, 'expires');
    if (until.instant <= date.instant) throw new Error('expires must be later than date');
    expires = until.text;
  }
  if (typeof fields.active !== 'boolean') throw new Error('active must be true or false');
  return {
    source: fields.source,
    source_id: sourceId,
    player_name: text(fields.player_name, 'player_name', 64),
    type: type as BridgePunishment['type'],
    reason: text(fields.reason, 'reason', 2048),
    staff_name: text(fields.staff_name, 'staff_name', 128),
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
      reason = (error as Error).message;
    }
    if (reason !== null) return { ok: false, error: `Item ${index}: ${reason}`, index, reason };
  }
  return { ok: true, items };
}
