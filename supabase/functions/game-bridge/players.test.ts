import { checkPlayerBatch } from './players.ts';

const SIF = { uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda', name: 'Shieldmaiden_Sif' };

it('takes players by UUID (canonical form) and name', () => {
  expect(
    checkPlayerBatch([SIF, { uuid: '069A79F444E94726A5BEFCA90E38AAF5', name: 'Notch' }]),
  ).toEqual({
    ok: true,
    items: [SIF, { uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', name: 'Notch' }],
  });
  expect(checkPlayerBatch([])).toEqual({ ok: true, items: [] });
});

it('refuses what is not an array, too many players, and names the first bad item', () => {
  expect(checkPlayerBatch(SIF)).toEqual({ ok: false, error: 'Send a JSON array of players' });
  expect(checkPlayerBatch(Array.from({ length: 1001 }, () => SIF))).toEqual({
    ok: false,
    error: 'At most 1,000 players per call; this one has 1,001',
  });
  const refused = (item: unknown) => {
    const result = checkPlayerBatch([SIF, item]);
    if (result.ok) throw new Error('accepted');
    expect(result.index).toBe(1);
    expect(result.error).toBe(`Item 1: ${result.reason}`);
    return result.reason;
  };
  expect(refused({ uuid: 'Sif', name: 'Sif' })).toMatch(/^uuid must be a UUID/);
  expect(refused({ uuid: SIF.uuid.toUpperCase(), name: 'Sif' })).toBe('repeats the uuid of item 0');
  expect(refused({ uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5' })).toBe('name is missing');
  expect(refused({ ...SIF, uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', rank: 'jarl' })).toBe(
    'unknown field "rank"',
  );
  expect(refused({ uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', name: '..' })).toMatch(
    /^name cannot be "\." or "\.\."/,
  );
  expect(refused({ uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', name: 'Sif\n' })).toMatch(
    /^name must not contain control characters/,
  );
  expect(refused('Sif')).toBe('must be an object');
});
