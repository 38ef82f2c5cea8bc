// The bridge's punishment batch: what a game server sends to POST /punishments, checked item by
// item (batch.ts) so that a bad item is refused with its index and the reason, before anything is
// written. The rules are the punishments table's own (migrations 20261122000300, 20261126030000,
// 20261127010000, 20261128010100) and those of values.ts for every text, date and UUID.
import { checkBatch, checkFields, MAX_ITEMS_PER_CALL, type BatchCheck } from './batch.ts';
import {
  checkDateTime,
  checkPlayerName,
  checkText,
  checkUuid,
  codePoints,
  ValueError,
} from './values.ts';

export const MAX_PUNISHMENTS_PER_CALL = MAX_ITEMS_PER_CALL;
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
  /** false: lifted (or expired) on the game server. */
  active: boolean;
  /** The player's UUID: their record follows them through renames. */
  player_uuid: string | null;
  staff_uuid: string | null;
  /** Who lifted it, when and why (a lifted punishment only). */
  removed_by: string | null;
  removed_at: string | null;
  removed_reason: string | null;
}

const REQUIRED = [
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
const OPTIONAL = [
  'player_uuid',
  'staff_uuid',
  'removed_by',
  'removed_at',
  'removed_reason',
] as const;

const SOURCE = /^[a-z0-9][a-z0-9_.-]{0,31}$/;

/** An optional field's value: null when left out or null, else what `check` makes of it. */
function optional<T>(fields: Record<string, unknown>, field: string, check: (v: unknown) => T) {
  const value = fields[field];
  return value === undefined || value === null ? null : check(value);
}

/** The lift's details: who, when (not before the punishment) and why, all optional. */
function checkLift(fields: Record<string, unknown>, active: boolean, dateInstant: number) {
  const lift = {
    removed_by: optional(fields, 'removed_by', (v) => checkText(v, 'removed_by', 128)),
    removed_at: optional(fields, 'removed_at', (v) => checkDateTime(v, 'removed_at')),
    removed_reason: optional(fields, 'removed_reason', (v) => checkText(v, 'removed_reason', 2048)),
  };
  const lifted = lift.removed_by !== null || lift.removed_at !== null || lift.removed_reason;
  if (lifted && (active || fields.type === 'kick'))
    throw new ValueError(
      'removed_by, removed_at and removed_reason tell a lift: send them with active false, never for a kick',
    );
  if (lift.removed_at && lift.removed_at.instant < dateInstant)
    throw new ValueError('removed_at must not be earlier than date');
  return { ...lift, removed_at: lift.removed_at?.text ?? null };
}

/** One item, or throws the reason it is refused. */
function checkItem(item: unknown): BridgePunishment {
  const fields = checkFields(item, REQUIRED, OPTIONAL);
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
    player_name: checkPlayerName(fields.player_name, 'player_name'),
    type: type as BridgePunishment['type'],
    reason: checkText(fields.reason, 'reason', 2048),
    staff_name: checkText(fields.staff_name, 'staff_name', 128),
    date: date.text,
    expires,
    active: fields.active,
    player_uuid: optional(fields, 'player_uuid', (v) => checkUuid(v, 'player_uuid')),
    staff_uuid: optional(fields, 'staff_uuid', (v) => checkUuid(v, 'staff_uuid')),
    ...checkLift(fields, fields.active, date.instant),
  };
}

/** The batch, or why it is refused: the first bad item's index (from 0) and reason. */
export function checkPunishmentBatch(body: unknown): BatchCheck<BridgePunishment> {
  return checkBatch(body, {
    noun: 'punishments',
    check: checkItem,
    keys: (item) => [
      { key: JSON.stringify([item.source, item.source_id]), name: 'the source and source_id' },
    ],
  });
}
