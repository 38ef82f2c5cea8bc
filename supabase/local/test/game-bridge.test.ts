// The game-bridge function (supabase/functions/game-bridge) as a game server calls it: its key,
// its refusals, and what a batch does to the punishment record.
import { randomUUID } from 'node:crypto';
import { anonClient, anonKey, gameBridgeKey, serviceClient, stackUrl } from './helpers';

const endpoint = () => `${stackUrl()}/functions/v1/game-bridge/punishments`;

function post(body: unknown, authorization: string | null = `Bearer ${gameBridgeKey()}`) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A batch of this test's own source, so counts are its own. */
function batch(
  source: string,
  count: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    source,
    source_id: `ban:${i}`,
    player_name: `Bridge_${source.slice(-6)}_${i}`,
    type: 'ban',
    reason: `Griefing ${i}`,
    staff_name: 'Console',
    date: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    expires: null,
    active: true,
    ...fields,
  }));
}

const newSource = () => `test-${randomUUID().slice(0, 8)}`;

async function rowsOf(source: string) {
  const { data, error } = await serviceClient()
    .from('punishments')
    .select('source_id, player_name, reason, active, expires, staff_name')
    .eq('source', source)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('refusals', () => {
  it('401 without the key, with another key, or with the key in another scheme', async () => {
    const source = newSource();
    for (const authorization of [null, 'Bearer not-the-key', `Basic ${gameBridgeKey()}`]) {
      const res = await post(batch(source, 1), authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        error: 'Send the bridge key as Authorization: Bearer <key>',
      });
    }
    // Neither is a project key: the anon key is no bridge key.
    expect((await post(batch(source, 1), `Bearer ${anonKey()}`)).status).toBe(401);
    expect(await rowsOf(source)).toEqual([]);
  });

  it('a bad item: its index and reason, and nothing of the batch written', async () => {
    const source = newSource();
    const items = batch(source, 5);
    items[3] = { ...items[3]!, expires: '2020-01-01T00:00:00Z' };
    const res = await post(items);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Item 3: expires must be later than date',
      index: 3,
      reason: 'expires must be later than date',
    });
    expect(await rowsOf(source)).toEqual([]);
  });

  it('what the database would refuse is refused by the bridge, naming the item, in its own words', async () => {
    // Each was taken by the bridge and refused by the database with its own text and no index
    // (issue 41): a lone surrogate, year 0, year 10000 (the year 9999 west of UTC).
    const cases: [Record<string, unknown>, string][] = [
      [{ player_name: 'x\ud800y' }, 'player_name is not well-formed Unicode (a lone surrogate)'],
      [{ date: '0000-01-01T00:00:00Z' }, 'date must be between 2000-01-01 and 2099-12-31 (UTC)'],
      [
        { expires: '9999-12-31T23:59:59-15:59' },
        'expires must be between 2000-01-01 and 2099-12-31 (UTC)',
      ],
      [{ reason: 'Evil\u202Egnp.exe' }, 'reason must not contain bidirectional control characters'],
      [
        { staff_name: 'Tyr\tJustice' },
        'staff_name must not contain control characters (tabs, line breaks…)',
      ],
    ];
    for (const [fields, reason] of cases) {
      const source = newSource();
      const items = batch(source, 3);
      items[2] = { ...items[2]!, ...fields };
      // Sent as a game server's JSON would carry it: `\ud800` escaped, as JSON.stringify writes it.
      const res = await post(items);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toEqual({ error: `Item 2: ${reason}`, index: 2, reason });
      expect(JSON.stringify(body)).not.toMatch(/database|out of range|invalid json/i);
      expect(await rowsOf(source)).toEqual([]);
    }
  });

  it('a body over 10 MB: 413 in the platform gateway’s shape; headers over 16 KB: 431, no body', async () => {
    const huge = await post(`[${'1,'.repeat(6_000_000)}1]`);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'request body exceeds 10485760 bytes',
    });
    const headers = await fetch(endpoint(), {
      method: 'POST',
      headers: { authorization: `Bearer ${gameBridgeKey()}`, 'x-pad': 'a'.repeat(20_000) },
      body: '[]',
    });
    expect(headers.status).toBe(431);
    expect(await headers.text()).toBe('');
  });

  it('1,001 items are refused whole; 1,000 are taken', async () => {
    const source = newSource();
    const res = await post(batch(source, 1001));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'At most 1,000 punishments per call; this one has 1,001',
    });
    expect(await rowsOf(source)).toEqual([]);
    const taken = await post(batch(source, 1000));
    expect(await taken.json()).toEqual({ inserted: 1000, updated: 0, unchanged: 0 });
  });

  it('a body that is not a JSON array, an unknown route and another method', async () => {
    expect(await (await post('{"source":')).json()).toEqual({
      error: 'The body is not JSON: send a JSON array of punishments',
    });
    expect(await (await post({ items: [] })).json()).toEqual({
      error: 'Send a JSON array of punishments',
    });
    const auth = { authorization: `Bearer ${gameBridgeKey()}` };
    const unknown = await fetch(`${stackUrl()}/functions/v1/game-bridge/bans`, {
      method: 'POST',
      headers: auth,
    });
    expect(unknown.status).toBe(404);
    const get = await fetch(endpoint(), { headers: auth });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('upserts by (source, source_id)', () => {
  it('inserts, then changes nothing when the same batch comes again', async () => {
    const source = newSource();
    const items = batch(source, 3, { expires: '2036-01-01T00:00:00Z' });
    expect(await (await post(items)).json()).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    const before = await rowsOf(source);
    expect(await (await post(items)).json()).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await rowsOf(source)).toEqual(before);
    expect(before[0]).toMatchObject({ source_id: 'ban:0', staff_name: 'Console', active: true });
  });

  it('updates what changed, and active: false revokes', async () => {
    const source = newSource();
    const items = batch(source, 3);
    await post(items);
    items[0] = { ...items[0]!, reason: 'Griefing, appealed' };
    items[2] = { ...items[2]!, active: false };
    expect(await (await post(items)).json()).toEqual({ inserted: 0, updated: 2, unchanged: 1 });
    const rows = await rowsOf(source);
    expect(rows.map((r) => [r.source_id, r.reason, r.active])).toEqual([
      ['ban:0', 'Griefing, appealed', true],
      ['ban:1', 'Griefing 1', true],
      ['ban:2', 'Griefing 2', false],
    ]);
  });

  it('shows on the punishment record with its source, in force or not', async () => {
    const source = newSource();
    const items = batch(source, 2);
    items[1] = { ...items[1]!, active: false };
    await post(items);
    const { data } = await anonClient().rpc(
      'search_punishments',
      { p_search: items[0]!.player_name },
      { get: true },
    );
    expect(data.rows).toEqual([
      expect.objectContaining({
        player_name: items[0]!.player_name,
        source,
        in_force: true,
        staff_name: 'Console',
      }),
    ]);
    const revoked = await anonClient().rpc(
      'search_punishments',
      { p_search: items[1]!.player_name },
      { get: true },
    );
    expect(revoked.data.rows[0]).toMatchObject({ source, active: false, in_force: false });
  });

  it('leaves one audit entry per batch and source, with its counts', async () => {
    const source = newSource();
    const items = batch(source, 4);
    await post(items);
    items[1] = { ...items[1]!, active: false };
    await post(items);
    await post(items);
    const { data } = await serviceClient()
      .from('admin_audit_log')
      .select('action, actor_role, target_label, after')
      .eq('target_id', source)
      .order('id');
    expect(data).toEqual([
      {
        action: 'punishments.batch',
        actor_role: 'service_role',
        target_label: source,
        after: { added: 4, added_inactive: 0 },
      },
      {
        action: 'punishments.batch',
        actor_role: 'service_role',
        target_label: source,
        after: { changed: 1, revoked: 1 },
      },
    ]);
  });
});
