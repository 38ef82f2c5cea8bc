import { checkVoteBatch } from './votes.ts';

const vote = (fields: Record<string, unknown> = {}) => ({
  service: 'MinecraftServers.org',
  uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  name: 'Shieldmaiden_Sif',
  at: '2026-11-20T10:00:00Z',
  id: 'a1b2c3',
  ...fields,
});

const refused = (...items: unknown[]) => {
  const result = checkVoteBatch(items);
  if (result.ok) throw new Error('accepted');
  expect(result.error).toBe(`Item ${result.index}: ${result.reason}`);
  return { index: result.index, reason: result.reason };
};

it('takes votes as NuVotifier hands them on; the id is optional, an integer id is text', () => {
  const { id: _id, ...withoutId } = vote();
  expect(checkVoteBatch([vote(), { ...withoutId, at: '2026-11-21T10:00:00Z' }])).toEqual({
    ok: true,
    items: [vote(), { ...withoutId, at: '2026-11-21T10:00:00Z', id: null }],
  });
  expect(checkVoteBatch([vote({ id: 42 })])).toMatchObject({ ok: true, items: [{ id: '42' }] });
  expect(checkVoteBatch({})).toEqual({ ok: false, error: 'Send a JSON array of votes' });
});

it('refuses a malformed vote, naming it', () => {
  expect(refused(vote(), vote({ id: 'b', at: '2026-11-20 10:00' }))).toEqual({
    index: 1,
    reason: 'at must be an ISO 8601 date-time with a time zone, e.g. 2026-11-26T10:00:00Z',
  });
  expect(refused(vote({ at: '1999-12-31T23:59:59Z' })).reason).toBe(
    'at must be between 2000-01-01 and 2099-12-31 (UTC)',
  );
  expect(refused(vote({ service: '' })).reason).toBe('service must be a non-empty string');
  expect(refused(vote({ service: 'x'.repeat(65) })).reason).toBe(
    'service must be at most 64 characters',
  );
  expect(refused(vote({ uuid: 'Sif' })).reason).toMatch(/^uuid must be a UUID/);
  expect(refused(vote({ id: 1.5 })).reason).toBe(
    'id must be a string of 1 to 128 characters, or an integer',
  );
  expect(refused(vote({ address: '127.0.0.1' })).reason).toBe('unknown field "address"');
});

it('refuses a vote repeated within the batch: by id, or by service, player and moment', () => {
  expect(refused(vote(), vote({ at: '2026-11-21T10:00:00Z' }))).toEqual({
    index: 1,
    reason: 'repeats the id of item 0',
  });
  // The same moment written in another zone, without ids.
  expect(refused(vote({ id: null }), vote({ id: null, at: '2026-11-20T11:00:00+01:00' }))).toEqual({
    index: 1,
    reason: 'repeats the service, uuid and at of item 0',
  });
  expect(checkVoteBatch([vote(), vote({ id: 'b', service: 'TopG' })]).ok).toBe(true);
});
