// Items back office (issue 29, migration 20261126040000): admins create, edit and retire items;
// the database holds the form's rules, hides retired items from everyone else and logs each change.
import { randomUUID } from 'node:crypto';
import { anonKey, serviceClient, stackUrl } from '../helpers';
import { accessToken, createActors, must, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

const newItem = (fields: Record<string, unknown> = {}) => ({
  name: `Mjolnir Shard ${randomUUID().slice(0, 8)}`,
  rarity: 'Epic',
  tier: 'A',
  category: 'weapon',
  description: 'Still crackles.',
  stats: { damage: 12, critical_chance: '+8%' },
  ...fields,
});

async function create(fields: Record<string, unknown> = {}) {
  return must(
    await actors.admin.client.from('items').insert(newItem(fields)).select('*').single(),
    'create',
  ) as { id: number; name: string };
}

it('an admin creates, edits, retires and restores an item; each step is in the audit log', async () => {
  const item = await create();
  must(
    await actors.admin.client
      .from('items')
      .update({ description: 'Crackles less.', stats: { damage: 14 } })
      .eq('id', item.id),
    'edit',
  );
  must(
    await actors.admin.client
      .from('items')
      .update({ retired_at: new Date().toISOString() })
      .eq('id', item.id),
    'retire',
  );
  must(
    await actors.admin.client.from('items').update({ retired_at: null }).eq('id', item.id),
    'restore',
  );

  const entries = must(
    await service
      .from('admin_audit_log')
      .select('action, actor_id, target_label, before, after')
      .eq('target_id', String(item.id))
      .like('action', 'item.%')
      .order('id'),
    'log',
  ) as {
    action: string;
    actor_id: string;
    target_label: string;
    before: unknown;
    after: unknown;
  }[];
  expect(entries.map((e) => [e.action, e.actor_id, e.target_label])).toEqual([
    ['item.created', actors.admin.user.id, item.name],
    ['item.updated', actors.admin.user.id, item.name],
    ['item.retired', actors.admin.user.id, item.name],
    ['item.restored', actors.admin.user.id, item.name],
  ]);
  expect(entries[1]).toMatchObject({
    before: expect.objectContaining({ description: 'Still crackles.' }),
    after: expect.objectContaining({ description: 'Crackles less.', stats: { damage: 14 } }),
  });
});

it('a retired item leaves the item database for visitors and members, not for admins', async () => {
  const item = await create();
  must(
    await actors.admin.client
      .from('items')
      .update({ retired_at: new Date().toISOString() })
      .eq('id', item.id),
    'retire',
  );
  const seenBy = async (client: typeof service) =>
    ((await client.from('items').select('id').eq('id', item.id)).data ?? []).length;
  expect(await seenBy(actors.anon)).toBe(0);
  expect(await seenBy(actors.member.client)).toBe(0);
  expect(await seenBy(actors.admin.client)).toBe(1);
});

it('members cannot create, edit or retire items', async () => {
  const item = await create();
  const insert = await actors.member.client.from('items').insert(newItem());
  expect(insert.error?.code).toBe('42501');
  await actors.member.client
    .from('items')
    .update({ retired_at: new Date().toISOString(), name: 'Hijacked' })
    .eq('id', item.id);
  const stored = must(
    await service.from('items').select('name, retired_at').eq('id', item.id).single(),
    'read',
  );
  expect(stored).toEqual({ name: item.name, retired_at: null });
  expect((await actors.admin.client.from('items').delete().eq('id', item.id)).error?.code).toBe(
    '42501',
  );
});

it.each([
  ['a name used by another item', (name: string) => ({ name }), 'PT409'],
  ['that name in other letter case', (name: string) => ({ name: name.toUpperCase() }), 'PT409'],
  ['a name over 60 characters', () => ({ name: 'x'.repeat(61) }), '23514'],
  ['an empty name', () => ({ name: '  ' }), '23514'],
  ['a category outside armor, weapon, ability', () => ({ category: 'potion' }), '23514'],
  ['a stat that is not a name', () => ({ stats: { 'Fire Damage!': 3 } }), '23514'],
  ['a stat value that is a list', () => ({ stats: { damage: [1, 2] } }), '23514'],
  [
    '13 stats',
    () => ({ stats: Object.fromEntries([...Array(13)].map((_, i) => [`s${i}`, i])) }),
    '23514',
  ],
  ['an ability without a cooldown', () => ({ ability: { name: 'Zap', description: '' } }), '23514'],
])('refuses %s', async (_what, fields, code) => {
  const existing = await create();
  const { error } = await actors.admin.client.from('items').insert(newItem(fields(existing.name)));
  expect(error?.code).toBe(code);
});

it('keeps the stats in the order they were entered, and refuses a stat named twice (issue 41, item 14)', async () => {
  const item = await create({ stats: { attack: 12, frost: 3, ice_resist: '+5%' } });
  const read = async () =>
    must(await actors.anon.from('items').select('stats').eq('id', item.id).single(), 'read') as {
      stats: Record<string, unknown>;
    };
  expect(Object.keys((await read()).stats)).toEqual(['attack', 'frost', 'ice_resist']);
  must(
    await actors.admin.client
      .from('items')
      .update({ stats: { speed: 4, attack: 12 } })
      .eq('id', item.id),
    'reorder',
  );
  expect(Object.keys((await read()).stats)).toEqual(['speed', 'attack']);

  // JSON allows a name twice; an item's stats do not (which of the two would count?).
  const response = await fetch(`${stackUrl()}/rest/v1/items`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${await accessToken(actors.admin.client)}`,
      'content-type': 'application/json',
    },
    body: `{"name":"Twice ${randomUUID().slice(0, 8)}","rarity":"Rare","tier":"A","category":"weapon","stats":{"attack":1,"attack":2}}`,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { code: string }).code).toBe('23514');
});
