// The game bridge's player routes (issue 38: migrations 20261128010000 and 20261128010200,
// supabase/functions/game-bridge/{players,links,votes}.ts), called through the stack's function as
// the game server's plugin calls them: players and renames, linking by one-time code (single use,
// expiry, one account per UUID), votes counted once; each route refuses a malformed item by its
// index with nothing written, and takes the same request again without a change.
import { randomUUID } from 'node:crypto';
import { gameBridgeKey, serviceClient, stackUrl, withDb } from './helpers';
import { createActors, must, type Actors } from './db/fixtures';
import { subscribeChanges } from './realtime-helpers';

const service = serviceClient();
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

async function bridge(path: string, body: unknown) {
  const res = await fetch(`${stackUrl()}/functions/v1/game-bridge${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gameBridgeKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const newPlayer = (prefix = 'Pl') => ({
  uuid: randomUUID(),
  name: `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 10)}`,
});

async function namesOf(uuid: string) {
  const rows = must(
    await service.from('game_player_names').select('name').eq('player_uuid', uuid).order('name'),
    'names',
  ) as { name: string }[];
  return rows.map((row) => row.name);
}

describe('POST /players', () => {
  it('adds players, follows a rename (the old name kept), and changes nothing when sent again', async () => {
    const ragnar = newPlayer('Ragnar');
    const floki = newPlayer('Floki');
    expect(await bridge('/players', [ragnar, floki])).toEqual({
      status: 200,
      body: { added: 2, renamed: 0, unchanged: 0 },
    });
    const renamed = { ...ragnar, name: `${ragnar.name}_II` };
    expect((await bridge('/players', [renamed, floki])).body).toEqual({
      added: 0,
      renamed: 1,
      unchanged: 1,
    });
    expect((await bridge('/players', [renamed, floki])).body).toEqual({
      added: 0,
      renamed: 0,
      unchanged: 2,
    });
    const row = must(
      await service.from('game_players').select('name').eq('uuid', ragnar.uuid).single(),
      'player',
    );
    expect(row).toEqual({ name: renamed.name });
    expect(await namesOf(ragnar.uuid)).toEqual([ragnar.name, renamed.name].sort());
  });

  it('refuses a malformed item by its index, and writes nothing of the batch', async () => {
    const fine = newPlayer();
    const res = await bridge('/players', [fine, { uuid: 'not-a-uuid', name: 'Loki' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ index: 1, reason: expect.stringMatching(/^uuid must be/) });
    const found = must(await service.from('game_players').select('uuid').eq('uuid', fine.uuid), '');
    expect(found).toEqual([]);
  });
});

describe('POST /links', () => {
  const codeFor = async (gameName: string, client = actors.member.client) =>
    must(await client.rpc('create_game_link_code', { p_name: gameName }).single(), 'code') as {
      code: string;
      expires_at: string;
      for_name: string;
    };
  const linkOf = async (userId: string) =>
    must(await service.from('game_accounts').select('player_uuid').eq('user_id', userId), 'link');

  it('links the account whose code is typed in game: the settings page hears it at once', async () => {
    const player = newPlayer('Sif');
    const { code, expires_at, for_name } = await codeFor(player.name);
    expect(for_name).toBe(player.name);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const feed = await subscribeChanges(actors.member.client, `link-${player.uuid}`, [
      {
        event: '*',
        schema: 'public',
        table: 'game_accounts',
        filter: `user_id=eq.${actors.member.user.id}`,
      },
    ]);
    // Typed in lower case, as players do.
    const linked = await bridge('/links', { ...player, code: code.toLowerCase() });
    expect(linked).toEqual({
      status: 200,
      // A member without a public name shows under the game name from now on.
      body: { linked: true, name: player.name, member: player.name, already_linked: false },
    });
    const change = await feed.changes.next(
      (c) => (c as { new?: { player_uuid?: string } }).new?.player_uuid === player.uuid,
      'the link over Realtime',
    );
    expect(change).toMatchObject({ eventType: expect.stringMatching(/INSERT|UPDATE/) });
    await actors.member.client.removeChannel(feed.channel);

    // The member reads their own link; the other member reads none of it.
    expect(
      must(await actors.member.client.from('game_accounts').select('player_uuid'), 'own'),
    ).toEqual([{ player_uuid: player.uuid }]);
    expect(
      must(
        await actors.other.client
          .from('game_accounts')
          .select('player_uuid')
          .eq('user_id', actors.member.user.id),
        'other',
      ),
    ).toEqual([]);

    // The same link sent again (the plugin retrying) is done already; the code is used up.
    expect((await bridge('/links', { ...player, code })).body).toMatchObject({
      linked: true,
      already_linked: true,
    });
    expect(await bridge('/links', { ...newPlayer(), code })).toEqual({
      status: 409,
      body: {
        error: 'This code has already been used: get a new one in your settings on the site',
      },
    });
  });

  it('one account per player: a second account cannot link the same UUID', async () => {
    const player = newPlayer('Bjorn');
    expect(
      (await bridge('/links', { ...player, code: (await codeFor(player.name)).code })).status,
    ).toBe(200);
    const second = await bridge('/links', {
      ...player,
      code: (await codeFor(player.name, actors.other.client)).code,
    });
    expect(second).toEqual({
      status: 409,
      body: {
        error: 'This game account is linked to another account on the site: unlink it there first',
      },
    });
    expect(await linkOf(actors.member.user.id)).toEqual([{ player_uuid: player.uuid }]);
  });

  it('a new link replaces the old one; unlinking removes it', async () => {
    const first = newPlayer('First');
    const second = newPlayer('Next');
    await bridge('/links', {
      ...first,
      code: (await codeFor(first.name, actors.other.client)).code,
    });
    await bridge('/links', {
      ...second,
      code: (await codeFor(second.name, actors.other.client)).code,
    });
    expect(await linkOf(actors.other.user.id)).toEqual([{ player_uuid: second.uuid }]);
    must(await actors.other.client.rpc('unlink_game_account'), 'unlink');
    expect(await linkOf(actors.other.user.id)).toEqual([]);
  });

  it('a code links only the player it was asked for (any case)', async () => {
    const sif = newPlayer('Sif');
    const { code } = await codeFor(sif.name.toLowerCase(), actors.other.client);
    const loki = newPlayer('Loki');
    expect(await bridge('/links', { ...loki, code })).toEqual({
      status: 403,
      body: { error: `This code is for ${sif.name.toLowerCase()}: only that player can use it` },
    });
    expect(await linkOf(actors.other.user.id)).not.toContainEqual({ player_uuid: loki.uuid });
    // The code is still good for the player it names.
    expect((await bridge('/links', { ...sif, code })).body).toMatchObject({ linked: true });
    expect(await linkOf(actors.other.user.id)).toEqual([{ player_uuid: sif.uuid }]);
  });

  it("asks for a code only for a name the game allows, in the spec's words", async () => {
    for (const [name, message] of [
      ['', 'Minecraft username is required'],
      ['ab', 'Username must be at least 3 characters'],
      ['a'.repeat(17), 'Username must be at most 16 characters'],
      ['erik.larsson', 'Username can only contain letters, numbers, and underscores'],
    ] as const) {
      const { error } = await actors.member.client.rpc('create_game_link_code', { p_name: name });
      expect(error).toMatchObject({ code: 'P0001', message });
    }
  });

  it('refuses an expired code, an unknown one and a malformed link, linking nothing', async () => {
    const player = newPlayer();
    const { code } = await codeFor(player.name, actors.admin.client);
    await withDb((db) =>
      db.query(
        "update private.game_link_codes set expires_at = now() - interval '1 second' where code = $1",
        [code],
      ),
    );
    expect(await bridge('/links', { ...player, code })).toEqual({
      status: 410,
      body: { error: 'This code has expired: get a new one in your settings on the site' },
    });
    expect((await bridge('/links', { ...player, code: 'ZZZZZZ' })).status).toBe(404);
    expect(await bridge('/links', { ...player, code: 'O0O0O0' })).toEqual({
      status: 400,
      body: { error: 'code must be the 6 letters and digits the settings on the site show' },
    });
    expect(await linkOf(actors.admin.user.id)).not.toContainEqual({ player_uuid: player.uuid });
    expect(
      must(await service.from('game_players').select('uuid').eq('uuid', player.uuid), ''),
    ).toEqual([]);
  });
});

describe('POST /votes', () => {
  const vote = (player: { uuid: string; name: string }, fields: Record<string, unknown> = {}) => ({
    service: 'TopG',
    uuid: player.uuid,
    name: player.name,
    at: new Date().toISOString(),
    id: randomUUID(),
    ...fields,
  });

  it('counts each vote once: by its id, or by its site, player and moment', async () => {
    const voter = newPlayer('Voter');
    const votes = [
      vote(voter),
      vote(voter, { service: 'Minecraft-MP' }),
      vote(voter, { id: undefined, at: '2026-01-02T03:04:05Z' }),
    ];
    expect(await bridge('/votes', votes)).toEqual({
      status: 200,
      body: { added: 3, duplicates: 0 },
    });
    // Again, the last one's moment written in another zone.
    const again = [
      ...votes.slice(0, 2),
      vote(voter, { id: undefined, at: '2026-01-02T04:04:05+01:00' }),
    ];
    expect((await bridge('/votes', again)).body).toEqual({ added: 0, duplicates: 3 });
    // Another id for the first one's site, player and moment: the same vote.
    expect((await bridge('/votes', [{ ...votes[0]!, id: randomUUID() }])).body).toEqual({
      added: 0,
      duplicates: 1,
    });
    const count = await withDb(async (db) => {
      const { rows } = await db.query<{ n: string }>(
        'select count(*) as n from public.game_votes where player_uuid = $1',
        [voter.uuid],
      );
      return Number(rows[0]!.n);
    });
    expect(count).toBe(3);
    // The voter is a player of the site now.
    expect(await namesOf(voter.uuid)).toEqual([voter.name]);
  });

  it('refuses a malformed vote by its index, counting none of the batch', async () => {
    const voter = newPlayer('Voter');
    const res = await bridge('/votes', [vote(voter), vote(voter, { at: 'yesterday' })]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ index: 1, reason: expect.stringMatching(/^at must be/) });
    expect(
      must(await service.from('game_players').select('uuid').eq('uuid', voter.uuid), ''),
    ).toEqual([]);
  });
});
