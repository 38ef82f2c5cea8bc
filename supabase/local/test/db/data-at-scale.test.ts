// The server-side lists of issue 18 on the shared test stack: search_punishments and
// punishment_history answer what a plain count over the table says (the counters the triggers
// keep stay right through inserts, updates and deletes), the player search's prefix, fuzzy and
// literal matching, the refusals, and the admins' user search.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  AdminSearchUsersResult,
  PunishmentHistoryResult,
  SearchPunishmentsResult,
} from '../../../../shared/src/types/database';
import { anonClient, createTestUser, serviceClient, uniqueEmail, withDb } from '../helpers';
import { createActors, must, type Actors } from './fixtures';

const service = serviceClient();
const anon = anonClient();
let actors: Actors;

// Players of this run only (a unique tag), so other tests' rows cannot move the figures.
const tag = randomUUID().slice(0, 6);
const ragnar = `Ragnar_${tag}`;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ahead = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function search(args: Record<string, unknown>, client: SupabaseClient = anon) {
  const { data, error } = await client.rpc('search_punishments', { p_page_size: 25, ...args });
  if (error) throw new Error(error.message);
  return data as SearchPunishmentsResult;
}

/** The same question answered by counting the table. */
async function countDirectly(where: string, params: unknown[] = []): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from public.punishments p where ${where}`,
      params,
    );
    return Number(rows[0]!.n);
  });
}

const IN_FORCE = 'p.active and (p.expires is null or p.expires > now())';

beforeAll(async () => {
  actors = await createActors();
  must(
    // A bulk insert sends every column of every row: PostgREST fills a missing one with null.
    await service.from('punishments').insert(
      [
        // Ragnar: a permanent ban in force, a running mute, a mute that ran out but still says
        // active, a lifted warning and a kick.
        { player_name: ragnar, type: 'ban', reason: 'Fly hack', staff_name: 'Tyr', date: ago(3) },
        {
          player_name: ragnar,
          type: 'mute',
          reason: 'Spam',
          staff_name: 'Tyr',
          date: ago(1),
          expires: ahead(2),
        },
        {
          player_name: ragnar.toLowerCase(),
          type: 'mute',
          reason: 'Caps',
          staff_name: 'Eir',
          date: ago(20),
          expires: ago(10),
        },
        {
          player_name: ragnar,
          type: 'warn',
          reason: 'Lava',
          staff_name: 'Eir',
          date: ago(30),
          active: false,
          expires: ahead(5),
        },
        {
          player_name: ragnar,
          type: 'kick',
          reason: 'AFK',
          staff_name: 'Eir',
          date: ago(40),
          active: false,
        },
        // Names with the LIKE wildcards in them, and a near namesake.
        { player_name: `x_${tag}`, type: 'warn', reason: 'Wildcard', staff_name: 'Tyr' },
        { player_name: `x%${tag}`, type: 'warn', reason: 'Wildcard', staff_name: 'Tyr' },
        { player_name: `Ragnor_${tag}`, type: 'kick', reason: 'Typo', staff_name: 'Tyr' },
      ].map((row) => ({ date: ago(0), active: true, expires: null, ...row })),
    ),
    'seed punishments',
  );
});

describe('search_punishments', () => {
  it('agrees with a count over the table for every type and status', async () => {
    for (const type of [null, 'ban', 'mute', 'kick', 'warn', 'other']) {
      for (const status of [null, 'active', 'expired']) {
        const result = await search({ p_type: type, p_status: status, p_page: 1 });
        const typeWhere = type ? `p.type = '${type}'` : 'true';
        const statusWhere =
          status === 'active' ? IN_FORCE : status === 'expired' ? `not (${IN_FORCE})` : 'true';
        expect({ type, status, total: result.total }).toEqual({
          type,
          status,
          total: await countDirectly(`${typeWhere} and ${statusWhere}`),
        });
        for (const row of result.rows) {
          if (type) expect(row.type).toBe(type);
          if (status) expect(row.in_force).toBe(status === 'active');
        }
      }
    }
  });

  it('counts a search only to 1,000 past the page, and says the total is not exact', async () => {
    const player = `Bulk_${tag}`;
    must(
      await service.from('punishments').insert(
        Array.from({ length: 1030 }, (_, i) => ({
          player_name: player,
          type: i % 2 ? 'mute' : 'warn',
          reason: 'Bulk',
          staff_name: 'Tyr',
          date: ago(i / 100),
          active: false,
          expires: null,
        })),
      ),
      'seed a thousand punishments',
    );
    try {
      const broad = await search({ p_search: player, p_page: 1 });
      expect({ total: broad.total, exact: broad.total_is_exact }).toEqual({
        total: 1025,
        exact: false,
      });
      const third = await search({ p_search: player, p_page: 3 });
      expect({ total: third.total, exact: third.total_is_exact }).toEqual({
        total: 1030,
        exact: true,
      });
      const mutes = await search({ p_search: player, p_type: 'mute', p_status: 'expired' });
      expect({ total: mutes.total, exact: mutes.total_is_exact }).toEqual({
        total: 515,
        exact: true,
      });
      const inForce = await search({ p_search: player, p_status: 'active' });
      expect({ total: inForce.total, exact: inForce.total_is_exact }).toEqual({
        total: 0,
        exact: true,
      });
    } finally {
      must(await service.from('punishments').delete().eq('player_name', player), 'clean up');
    }
  });

  it('lists newest first, 25 a page, every page different', async () => {
    const first = await search({ p_page: 1 });
    const second = await search({ p_page: 2 });
    const dates = [...first.rows, ...second.rows].map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.rows.length).toBe(Math.min(25, first.total));
    const ids = new Set(first.rows.map((r) => r.id));
    expect(second.rows.some((r) => ids.has(r.id))).toBe(false);
  });

  it('finds a player by the start of the name, in any case, with the status of each row', async () => {
    const result = await search({ p_search: `RAGNAR_${tag.toUpperCase()}` });
    expect(result.total).toBe(5);
    expect(result.rows.map((r) => [r.type, r.in_force])).toEqual([
      ['mute', true],
      ['ban', true],
      ['mute', false],
      ['warn', false],
      ['kick', false],
    ]);
    expect((await search({ p_search: `ragnar_${tag}`, p_status: 'active' })).total).toBe(2);
    expect((await search({ p_search: `ragnar_${tag}`, p_status: 'expired' })).total).toBe(3);
    expect((await search({ p_search: `ragnar_${tag}`, p_type: 'mute' })).total).toBe(2);
  });

  it('finds names alike when no name starts with the search, and only then', async () => {
    // "Ragnir_" starts no name; Ragnar_ and Ragnor_ of this run are alike.
    const result = await search({ p_search: `Ragnir_${tag}` });
    const names = new Set(result.rows.map((r) => r.player_name.toLowerCase()));
    expect(names).toEqual(new Set([ragnar.toLowerCase(), `ragnor_${tag}`]));
    expect(result.total).toBe(6);
    // Ragnor_ is alike too, but Ragnar_ starts with the search: no near misses then.
    expect((await search({ p_search: `Ragnar_${tag}` })).total).toBe(5);
  });

  it('matches % and _ literally', async () => {
    const underscore = await search({ p_search: `x_${tag}` });
    expect(underscore.rows.map((r) => r.player_name)).toEqual([`x_${tag}`]);
    const percent = await search({ p_search: `x%${tag}` });
    expect(percent.rows.map((r) => r.player_name)).toEqual([`x%${tag}`]);
  });

  it('refuses bad pages, types, statuses and searches with their messages', async () => {
    const refusal = async (args: Record<string, unknown>) =>
      (await anon.rpc('search_punishments', args)).error;
    expect(await refusal({ p_page: 0 })).toMatchObject({
      code: '22023',
      message: 'Pages are numbered from 1 and hold 1 to 100 rows',
    });
    expect(await refusal({ p_page_size: 101 })).toMatchObject({ code: '22023' });
    expect(await refusal({ p_page: 400, p_page_size: 25 })).toBeNull();
    expect(await refusal({ p_page: 401, p_page_size: 25 })).toMatchObject({
      message: 'Pages go 10,000 rows deep at most. Search for a player to see older ones.',
    });
    expect(await refusal({ p_type: 'jail' })).toMatchObject({
      message: 'Unknown punishment type: jail',
    });
    expect(await refusal({ p_status: 'soon' })).toMatchObject({
      message: 'Status must be active or expired',
    });
    expect(await refusal({ p_search: 'x'.repeat(65) })).toMatchObject({
      message: 'Search for at most 64 characters',
    });
  });
});

describe('punishment_history', () => {
  it("gives one player's rows, counts by type and the number in force", async () => {
    const { data, error } = await anon.rpc('punishment_history', {
      p_player: ragnar.toUpperCase(),
    });
    expect(error).toBeNull();
    const history = data as PunishmentHistoryResult;
    expect(history).toMatchObject({
      player_name: ragnar,
      total: 5,
      counts: { ban: 1, mute: 2, kick: 1, warn: 1, other: 0 },
      in_force: 2,
      page: 1,
    });
    expect(history.rows).toHaveLength(5);
    const page2 = (
      await anon.rpc('punishment_history', { p_player: ragnar, p_page_size: 2, p_page: 2 })
    ).data as PunishmentHistoryResult;
    expect(page2.rows.map((r) => r.reason)).toEqual(['Caps', 'Lava']);
  });

  it('answers an unknown player with nothing, and refuses a blank name', async () => {
    const { data } = await anon.rpc('punishment_history', { p_player: `nobody_${tag}` });
    expect(data).toMatchObject({ player_name: null, total: 0, in_force: 0, rows: [] });
    const blank = await anon.rpc('punishment_history', { p_player: '  ' });
    expect(blank.error).toMatchObject({ code: '22023', message: 'Name a player' });
  });

  it('keeps its counters right through updates and deletes', async () => {
    const lifted = must(
      await service
        .from('punishments')
        .update({ type: 'other', active: false })
        .eq('player_name', ragnar)
        .eq('type', 'ban')
        .select('id'),
      'lift the ban',
    );
    expect(lifted).toHaveLength(1);
    let history = (await anon.rpc('punishment_history', { p_player: ragnar }))
      .data as PunishmentHistoryResult;
    expect(history).toMatchObject({ total: 5, counts: { ban: 0, other: 1 }, in_force: 1 });
    const other = await search({ p_type: 'other', p_status: 'expired' });
    expect(other.total).toBe(await countDirectly(`p.type = 'other' and not (${IN_FORCE})`));

    must(await service.from('punishments').delete().ilike('player_name', ragnar), 'delete');
    history = (await anon.rpc('punishment_history', { p_player: ragnar }))
      .data as PunishmentHistoryResult;
    expect(history).toMatchObject({ player_name: null, total: 0 });
    expect((await search({ p_page: 1 })).total).toBe(await countDirectly('true'));
  });
});

describe('admin_search_users', () => {
  const searchUsers = async (client: SupabaseClient, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc('admin_search_users', { p_page_size: 25, ...args });
    if (error) throw Object.assign(new Error(error.message), { code: error.code });
    return data as AdminSearchUsersResult;
  };

  it('finds users by part of the e-mail or of the username, with their roles', async () => {
    const byEmail = await searchUsers(actors.admin.client, {
      p_search: actors.member.email.slice(5, 15).toUpperCase(),
    });
    expect(byEmail.rows.map((r) => r.id)).toContain(actors.member.user.id);
    expect(byEmail.total_is_exact).toBe(true);
    const admin = await searchUsers(actors.admin.client, { p_search: actors.admin.email });
    expect(admin.rows).toEqual([
      expect.objectContaining({
        id: actors.admin.user.id,
        email: actors.admin.email,
        roles: ['admin'],
      }),
    ]);
    // The username is the profile's (the sign-up trigger's e-mail local part), copied onto users.
    const username = actors.other.email.split('@')[0]!;
    const byUsername = await searchUsers(actors.admin.client, { p_search: username });
    expect(byUsername.rows[0]).toMatchObject({ id: actors.other.user.id, username, roles: [] });
  });

  it('pages all users by e-mail, and counts them', async () => {
    const { count } = await service.from('users').select('*', { count: 'exact', head: true });
    const first = await searchUsers(actors.admin.client, { p_page_size: 2 });
    expect(first.total).toBe(count);
    const second = await searchUsers(actors.admin.client, { p_page_size: 2, p_page: 2 });
    const emails = [...first.rows, ...second.rows].map((r) => r.email!);
    expect(emails).toEqual([...emails].sort());
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('matches 1 or 2 characters at the start only, and % literally', async () => {
    const user = await createTestUser();
    const result = await searchUsers(actors.admin.client, { p_search: 'us' });
    expect(
      result.rows.every((r) => r.email!.startsWith('us') || r.username?.startsWith('us')),
    ).toBe(true);
    const part = user.email.slice(1, 12);
    expect(
      (await searchUsers(actors.admin.client, { p_search: part })).rows.map((r) => r.id),
    ).toContain(user.user.id);
    expect((await searchUsers(actors.admin.client, { p_search: '%' })).total).toBe(0);
  });

  it('lists a short search in e-mail order, once each, from the e-mail and the username', async () => {
    const user = await createTestUser();
    must(
      await service
        .from('profiles')
        .update({ username: `qx${tag}` })
        .eq('id', user.user.id),
      'name the user',
    );
    for (const needle of ['q', 'qx']) {
      const found = await searchUsers(actors.admin.client, { p_search: needle, p_page_size: 100 });
      expect(found.rows.map((r) => r.id)).toContain(user.user.id);
    }
    // Every test user's e-mail starts "us", so a page of 100 may not reach a given one: this
    // prefix is this test's own. One user matches by e-mail and username and still comes once.
    const both = await createTestUser({}, uniqueEmail('zv'));
    must(
      await service
        .from('profiles')
        .update({ username: `zv${tag}` })
        .eq('id', both.user.id),
      'name the e-mail match',
    );
    must(
      await service
        .from('profiles')
        .update({ username: `zv${tag}b` })
        .eq('id', user.user.id),
      'name the username match',
    );
    const found = await searchUsers(actors.admin.client, { p_search: 'zv', p_page_size: 100 });
    const ids = found.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([both.user.id, user.user.id]));
    expect(new Set(ids).size).toBe(ids.length);
    const emails = found.rows.map((r) => r.email!.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('refuses everyone but admins', async () => {
    await expect(searchUsers(actors.member.client, {})).rejects.toMatchObject({
      code: '42501',
      message: 'Only admins can search users',
    });
    const denied = await anon.rpc('admin_search_users', {});
    expect(denied.error?.code).toBe('42501');
  });
});
