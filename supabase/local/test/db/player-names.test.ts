// Names players are known by in public (issue 28, finding 6): the database's copy of the shared
// rule (private.name_refusal) refuses exactly what shared/src/lib/player-names.ts refuses, and
// refuses it where names are written: submit_score (any player) and public names.
import { randomUUID } from 'node:crypto';
import { SCORE_ERRORS } from '../../../../shared/src/lib/database-rules';
import {
  INVISIBLE_CHARACTER_RANGES,
  NAME_ERRORS,
  nameRefusal,
} from '../../../../shared/src/lib/player-names';
import {
  INVISIBLE_LIKE,
  PLAYER_LIKE,
  STAFF_LIKE,
} from '../../../../shared/src/lib/player-names.cases';
import { anonClient, createTestUser, serviceClient, withDb } from '../helpers';
import { must } from './fixtures';

/** What the database says of each name, in one query. */
async function databaseRefusals(names: string[]): Promise<(string | null)[]> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ refusal: string | null }>(
      'select private.name_refusal(n) as refusal from unnest($1::text[]) with ordinality as t(n, i) order by i',
      [names],
    );
    return rows.map((row) => row.refusal);
  });
}

it('says what the shared rule says of every case and every invisible range', async () => {
  const names = [
    ...STAFF_LIKE,
    ...PLAYER_LIKE,
    ...INVISIBLE_LIKE.map(([, name]) => name),
    // Each range's ends and middle inside a name, and the characters just outside each range.
    ...INVISIBLE_CHARACTER_RANGES.flatMap(([from, to]) =>
      [from || 1, Math.floor((from + to) / 2), to, from - 1, to + 1]
        .filter((point) => point > 0 && point <= 0x10ffff && (point < 0xd800 || point > 0xdfff))
        .map((point) => `a${String.fromCodePoint(point)}b`),
    ),
  ];
  expect(await databaseRefusals(names)).toEqual(names.map(nameRefusal));
});

it('submit_score refuses a staff name and an invisible one, stores nothing and claims nothing', async () => {
  const anon = anonClient();
  const guestKey = randomUUID();
  must(await anon.rpc('get_guest_clicker_save', { p_save_key: guestKey }), 'guest save');
  const member = await createTestUser();
  must(await member.client.from('clicker_saves').insert({ user_id: member.user.id }), 'save');
  for (const [client, key] of [
    [anon, guestKey],
    [member.client, undefined],
  ] as const) {
    for (const [name, message] of [
      ['Admin', NAME_ERRORS.reserved],
      ['Odin_Owner', NAME_ERRORS.reserved],
      ['\u200b\u200b\u200b', NAME_ERRORS.invisible],
      ['\u202eAdmin', NAME_ERRORS.invisible],
    ] as const) {
      const { error, status } = await client.rpc('submit_score', {
        p_game: 'elder_clicker',
        p_username: name,
        p_score: 1,
        ...(key ? { p_guest_key: key } : {}),
      });
      expect({ name, status, message: error?.message }).toEqual({ name, status: 400, message });
      expect(Object.values(SCORE_ERRORS)).toContain(message);
    }
  }
  const stored = must(
    await serviceClient()
      .from('elder_clicker_scores')
      .select('username')
      .in('username', ['Admin', 'Odin_Owner', '\u200b\u200b\u200b', '\u202eAdmin']),
    'stored',
  );
  expect(stored).toEqual([]);
  // A player name is still fine.
  expect(
    (
      await member.client.rpc('submit_score', {
        p_game: 'elder_clicker',
        p_username: `Modi ${randomUUID().slice(0, 6)}`,
        p_score: 1,
      })
    ).error,
  ).toBeNull();
});

it('refuses a staff public name, and takes no staff game name as the default', async () => {
  const member = await createTestUser();
  const setName = await member.client
    .from('profiles')
    .update({ public_name: 'Odin_Owner' })
    .eq('id', member.user.id);
  expect({ status: setName.status, message: setName.error?.message }).toEqual({
    status: 400,
    message: NAME_ERRORS.reserved,
  });
  // An unverified game name of an account made before links (set as the service would).
  must(
    await serviceClient()
      .from('profiles')
      .update({ minecraft_username: 'Server_Admin' })
      .eq('id', member.user.id),
    'game name',
  );
  const row = must(
    await member.client.from('profiles').select('public_name').eq('id', member.user.id).single(),
    'profile',
  );
  expect(row).toEqual({ public_name: null });
});
