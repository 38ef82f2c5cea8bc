import {
  checkPunishmentBatch,
  MAX_PUNISHMENTS_PER_CALL,
  type BridgePunishment,
} from './punishment-batch.ts';

const item = (fields: Partial<Record<keyof BridgePunishment, unknown>> = {}) => ({
  source: 'litebans',
  source_id: 'ban:1',
  player_name: 'Loki',
  type: 'ban',
  reason: 'Griefing the longhouse',
  staff_name: 'Console',
  date: '2026-11-20T10:00:00Z',
  expires: null,
  active: true,
  ...fields,
});

/** The reason item 0 is refused with. */
const refusal = (fields: Partial<Record<keyof BridgePunishment, unknown>>) => {
  const result = checkPunishmentBatch([item(fields)]);
  if (result.ok) throw new Error('accepted');
  expect(result.index).toBe(0);
  expect(result.error).toBe(`Item 0: ${result.reason}`);
  return result.reason;
};

/** What the bridge writes for an item without the optional fields. */
const NO_EXTRAS = {
  player_uuid: null,
  staff_uuid: null,
  removed_by: null,
  removed_at: null,
  removed_reason: null,
};

it('accepts a well-formed batch as it is, an integer source_id as text', () => {
  const expiring = item({ source_id: 7, expires: '2026-11-27T10:00:00.123456+02:00' });
  expect(checkPunishmentBatch([item(), expiring])).toEqual({
    ok: true,
    items: [
      { ...item(), ...NO_EXTRAS },
      { ...expiring, ...NO_EXTRAS, source_id: '7' },
    ],
  });
  expect(checkPunishmentBatch([])).toEqual({ ok: true, items: [] });
});

it('refuses what is not an array, and more than 1,000 items', () => {
  expect(checkPunishmentBatch({ items: [] })).toEqual({
    ok: false,
    error: 'Send a JSON array of punishments',
  });
  const many = Array.from({ length: MAX_PUNISHMENTS_PER_CALL + 1 }, (_, i) =>
    item({ source_id: i }),
  );
  expect(checkPunishmentBatch(many)).toEqual({
    ok: false,
    error: 'At most 1,000 punishments per call; this one has 1,001',
  });
  expect(checkPunishmentBatch(many.slice(1)).ok).toBe(true);
});

it('names the index of the first bad item', () => {
  const result = checkPunishmentBatch([item(), item({ source_id: 'b', type: 'jail' }), 3]);
  expect(result).toEqual({
    ok: false,
    error: 'Item 1: type must be one of ban, mute, kick, warn, other',
    index: 1,
    reason: 'type must be one of ban, mute, kick, warn, other',
  });
});

it('refuses missing, unknown and mistyped fields', () => {
  const { active: _active, ...withoutActive } = item();
  expect(checkPunishmentBatch([withoutActive])).toMatchObject({ reason: 'active is missing' });
  expect(refusal({ sourceId: 'x' } as never)).toBe('unknown field "sourceId"');
  expect(checkPunishmentBatch(['ban'])).toMatchObject({ index: 0, reason: 'must be an object' });
  expect(refusal({ active: 'yes' })).toBe('active must be true or false');
  expect(refusal({ player_name: '  ' })).toBe('player_name must be a non-empty string');
  expect(refusal({ reason: 'x'.repeat(2049) })).toBe('reason must be at most 2048 characters');
  expect(refusal({ staff_name: 'Tyr\u0000' })).toBe(
    'staff_name must not contain control characters (tabs, line breaks…)',
  );
  expect(refusal({ source: 'LiteBans' })).toMatch(/^source must be 1 to 32 lower-case/);
  expect(refusal({ source_id: '' })).toMatch(/^source_id must be a string of 1 to 128/);
  expect(refusal({ source_id: 1.5 })).toMatch(/^source_id must be/);
});

it('counts characters as the database does (code points)', () => {
  expect(checkPunishmentBatch([item({ player_name: '🪓'.repeat(64) })]).ok).toBe(true);
  expect(refusal({ player_name: '🪓'.repeat(65) })).toBe(
    'player_name must be at most 64 characters',
  );
});

it('refuses dates that are not ISO 8601 date-times with a zone, and expiry before the date', () => {
  const dateRule = 'date must be an ISO 8601 date-time with a time zone, e.g. 2026-11-26T10:00:00Z';
  expect(refusal({ date: '2026-11-20 10:00' })).toBe(dateRule);
  expect(refusal({ date: '2026-11-20T10:00:00' })).toBe(dateRule);
  expect(refusal({ date: 1764000000000 })).toBe(dateRule);
  expect(refusal({ expires: '2026-02-30T00:00:00Z' })).toMatch(/^expires must be an ISO 8601/);
  expect(refusal({ expires: '2026-11-20T10:00:00Z' })).toBe('expires must be later than date');
  expect(refusal({ expires: '2026-11-20T11:00:00+02:00' })).toBe('expires must be later than date');
});

it('refuses a source_id repeated within the batch, naming both items', () => {
  const result = checkPunishmentBatch([item(), item({ source_id: 'ban:2' }), item()]);
  expect(result).toMatchObject({
    index: 2,
    reason: 'repeats the source and source_id of item 0',
  });
  expect(checkPunishmentBatch([item(), item({ source: 'other-plugin' })]).ok).toBe(true);
});

it('refuses what the database would refuse or the site could not show, naming the item', () => {
  // Each was accepted, then refused by the database with its own words and no index (issue 41).
  const result = checkPunishmentBatch([item(), item({ source_id: 'b', player_name: 'x\ud800y' })]);
  expect(result).toEqual({
    ok: false,
    error: 'Item 1: player_name is not well-formed Unicode (a lone surrogate)',
    index: 1,
    reason: 'player_name is not well-formed Unicode (a lone surrogate)',
  });
  expect(refusal({ date: '0000-01-01T00:00:00Z' })).toBe(
    'date must be between 2000-01-01 and 2099-12-31 (UTC)',
  );
  expect(refusal({ expires: '9999-12-31T23:59:59-15:59' })).toBe(
    'expires must be between 2000-01-01 and 2099-12-31 (UTC)',
  );
  expect(refusal({ reason: 'Evil\u202Egnp.exe' })).toBe(
    'reason must not contain bidirectional control characters',
  );
  expect(refusal({ source_id: 'ban\t1' })).toMatch(/^source_id must not contain control/);
  expect(refusal({ player_name: '..' })).toMatch(/^player_name cannot be "\." or "\.\."/);
});

describe('issue 38: UUIDs and the lift', () => {
  const lifted = {
    active: false,
    removed_by: 'Heimdall_Watch',
    removed_at: '2026-11-21T09:00:00Z',
    removed_reason: 'Appeal accepted',
  };

  it('takes the player’s and staff’s UUIDs (canonical form) and who lifted it, when and why', () => {
    const result = checkPunishmentBatch([
      item({
        player_uuid: '069A79F444E94726A5BEFCA90E38AAF5',
        staff_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
        ...lifted,
      }),
      item({ source_id: 'ban:2', player_uuid: null, removed_by: null }),
    ]);
    if (!result.ok) throw new Error(result.error);
    expect(result.items[0]).toMatchObject({
      player_uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
      staff_uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
      ...lifted,
    });
    expect(result.items[1]).toMatchObject(NO_EXTRAS);
  });

  it('refuses a malformed UUID and a lift that is none', () => {
    expect(refusal({ player_uuid: 'Loki' })).toMatch(/^player_uuid must be a UUID/);
    expect(refusal({ staff_uuid: '069a79f4-44e9-4726-a5befca90e38aaf5' })).toMatch(
      /^staff_uuid must be a UUID/,
    );
    expect(refusal({ removed_by: 'Tyr' })).toMatch(/^removed_by, removed_at and removed_reason/);
    expect(refusal({ ...lifted, type: 'kick' })).toMatch(/never for a kick$/);
    expect(refusal({ ...lifted, removed_at: '2026-11-19T09:00:00Z' })).toBe(
      'removed_at must not be earlier than date',
    );
    expect(refusal({ ...lifted, removed_at: '2100-01-01T00:00:00Z' })).toBe(
      'removed_at must be between 2000-01-01 and 2099-12-31 (UTC)',
    );
    expect(refusal({ ...lifted, removed_reason: 'x'.repeat(2049) })).toBe(
      'removed_reason must be at most 2048 characters',
    );
    expect(refusal({ ...lifted, removed_by: 'Tyr\u202e' })).toBe(
      'removed_by must not contain bidirectional control characters',
    );
  });
});
