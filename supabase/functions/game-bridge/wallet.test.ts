import { checkDepositBatch } from './wallet.ts';

const deposit = (fields: Record<string, unknown> = {}) => ({
  id: 'dep-1',
  uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda',
  amount: 25_000,
  at: '2026-11-28T10:00:00Z',
  ...fields,
});

const refused = (...items: unknown[]) => {
  const result = checkDepositBatch(items);
  if (result.ok) throw new Error('accepted');
  expect(result.error).toBe(`Item ${result.index}: ${result.reason}`);
  return { index: result.index, reason: result.reason };
};

it('takes deposits as the plugin sends them; an integer id is text, the UUID canonical', () => {
  expect(
    checkDepositBatch([
      deposit(),
      deposit({ id: 42, uuid: 'C41080A4424B3514A71EB04BBABD3CDA', amount: 1 }),
    ]),
  ).toEqual({
    ok: true,
    items: [deposit(), deposit({ id: '42', amount: 1 })],
  });
  expect(checkDepositBatch({})).toEqual({ ok: false, error: 'Send a JSON array of deposits' });
});

it('refuses an amount that is not whole copper from 1 to 100,000,000 g, naming the item', () => {
  const rule = 'amount must be a whole number of copper from 1 to 1,000,000,000,000';
  for (const amount of [0, -5, 1.5, '100', 1_000_000_000_001, null])
    expect(refused(deposit({ amount }))).toEqual({ index: 0, reason: rule });
});

it('refuses a malformed deposit and one repeating an id of the batch', () => {
  expect(refused(deposit({ uuid: 'Sif' })).reason).toMatch(/^uuid must be a UUID/);
  expect(refused(deposit({ at: 'yesterday' })).reason).toMatch(/^at must be an ISO 8601/);
  expect(refused(deposit({ id: '' })).reason).toBe('id must be a non-empty string');
  expect(refused(deposit({ note: 'x' })).reason).toBe('unknown field "note"');
  const { id: _id, ...withoutId } = deposit();
  expect(refused(withoutId).reason).toBe('id is missing');
  expect(refused(deposit(), deposit({ amount: 5 }))).toEqual({
    index: 1,
    reason: 'repeats the id of item 0',
  });
});
