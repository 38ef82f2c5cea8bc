// Sign-up triggers, profiles, admin-only reads, role management and the last-admin guard, guest
// clicker saves and leaderboard rules, through supabase-js as the site calls them.
import { randomUUID } from 'node:crypto';
import { anonClient, createTestUser, serviceClient, type TestUser } from '../helpers';
import { createActors, grantAdmin, must, roleId, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

describe('sign-up trigger', () => {
  it('creates the users row and the default profile', async () => {
    const user = await createTestUser();
    const users = must(await service.from('users').select('*').eq('id', user.user.id), 'users');
    expect(users).toEqual([expect.objectContaining({ id: user.user.id, email: user.email })]);

    const { data: profile, error } = await user.client
      .from('profiles')
      .select('*')
      .eq('id', user.user.id)
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(profile).toMatchObject({
      id: user.user.id,
      username: user.email.split('@')[0],
      avatar_url: 'https://mc-heads.net/avatar/MHF_Steve/64',
      minecraft_username: null,
      notifications_enabled: true,
      privacy_setting: 'friends',
      theme: 'dark',
      accent_color: 'green',
    });
  });
});

describe('profiles', () => {
  it('lets the owner save settings and keeps bookkeeping columns', async () => {
    const { client, user } = actors.member;
    const { data, error } = await client
      .from('profiles')
      .update({ notifications_enabled: false, privacy_setting: 'private', theme: 'system' })
      .eq('id', user.id)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ privacy_setting: 'private', theme: 'system' });
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(data!.created_at));
  });

  it("keeps a member's language as their other settings: theirs alone, a site language", async () => {
    const { client, user } = actors.member;
    const saved = await client
      .from('profiles')
      .update({ language: 'sv' })
      .eq('id', user.id)
      .select('language')
      .single();
    expect(saved).toMatchObject({ error: null, data: { language: 'sv' } });
    const unknown = await client.from('profiles').update({ language: 'de' }).eq('id', user.id);
    expect(unknown.error?.code).toBe('23514');
    // Another member's row is not theirs to change: nothing is updated.
    const other = await client
      .from('profiles')
      .update({ language: 'en' })
      .eq('id', actors.other.user.id)
      .select('id');
    expect(other).toMatchObject({ error: null, data: [] });
    const unchanged = must(
      await service.from('profiles').select('language').eq('id', actors.other.user.id).single(),
      'profile',
    );
    expect(unchanged).toEqual({ language: null });
  });

  it('lets no member type a game name: what shows is the name linked in game', async () => {
    const { client, user } = actors.member;
    const { error } = await client
      .from('profiles')
      .update({ minecraft_username: 'Ragnar_Lothbrok' })
      .eq('id', user.id);
    expect(error).toMatchObject({ code: '42501' });
  });

  it.each(['ab', 'seventeen_chars_x', 'bad-name', 'space name'])(
    'rejects the unverified game username %p (accounts made before links)',
    async (name) => {
      const { error } = await serviceClient()
        .from('profiles')
        .update({ minecraft_username: name })
        .eq('id', actors.member.user.id);
      expect(error?.code).toBe('23514');
    },
  );

  it('does not let the owner rewrite id or created_at', async () => {
    const { client, user } = actors.member;
    const { error } = await client
      .from('profiles')
      .update({ created_at: '2000-01-01T00:00:00Z' })
      .eq('id', user.id);
    expect(error).toMatchObject({ code: '42501' });
  });
});

describe('roles and admin reads', () => {
  const readRole = (u: TestUser) =>
    u.client.from('user_roles').select('roles(name)').eq('user_id', u.user.id).single();

  it('reads the current role as the site does (single row with roles(name))', async () => {
    expect((await readRole(actors.admin)).data).toEqual({ roles: { name: 'admin' } });
    const member = await readRole(actors.member);
    expect(member.data).toBeNull();
    expect(member.error?.code).toBe('PGRST116');
  });

  it('lists users with their role names for admins only', async () => {
    const { data, error } = await actors.admin.client
      .from('users')
      .select('id, email, user_roles(roles(name))');
    expect(error).toBeNull();
    const byId = new Map(data!.map((u) => [u.id, u]));
    expect(byId.get(actors.admin.user.id)).toEqual({
      id: actors.admin.user.id,
      email: actors.admin.email,
      user_roles: [{ roles: { name: 'admin' } }],
    });
    expect(byId.get(actors.member.user.id)?.user_roles).toEqual([]);

    const asMember = await actors.member.client.from('users').select('id, email');
    expect(asMember.data).toEqual([]);
  });

  it('answers admin_stats for admins and refuses members', async () => {
    const { data, error } = await actors.admin.client.rpc('admin_stats').single();
    expect(error).toBeNull();
    const { count: users } = await service
      .from('users')
      .select('*', { count: 'exact', head: true });
    // Active Auctions: the listings running now (ended, cancelled ones do not count).
    const { count: listings } = await service
      .from('auction_listings_live')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'live');
    expect(data).toMatchObject({ total_users: users, active_auctions: listings });
    expect((data as { admins: number }).admins).toBeGreaterThanOrEqual(1);

    const denied = await actors.member.client.rpc('admin_stats');
    expect(denied.error).toMatchObject({
      code: '42501',
      message: 'Only admins can read the dashboard statistics',
    });
    expect((await actors.anon.rpc('admin_stats')).error?.code).toBe('42501');
  });

  it('lets an admin grant and revoke admin, and refuses a member granting itself', async () => {
    const adminRoleId = (
      await actors.admin.client.from('roles').select('id').eq('name', 'admin').single()
    ).data!.id as string;
    const target = await createTestUser();

    const selfGrant = await target.client
      .from('user_roles')
      .insert({ user_id: target.user.id, role_id: adminRoleId });
    expect(selfGrant.error?.code).toBe('42501');

    const grant = await actors.admin.client
      .from('user_roles')
      .insert({ user_id: target.user.id, role_id: adminRoleId });
    expect(grant.error).toBeNull();
    expect((await target.client.rpc('is_admin')).data).toBe(true);

    const revoke = await actors.admin.client
      .from('user_roles')
      .delete()
      .eq('user_id', target.user.id)
      .eq('role_id', adminRoleId)
      .select();
    expect(revoke.error).toBeNull();
    expect(revoke.data).toHaveLength(1);
    expect((await target.client.rpc('is_admin')).data).toBe(false);
  });
});

describe('last admin', () => {
  // Leaves exactly one admin (a fresh user), then restores every other admin row afterwards.
  let others: { user_id: string; role_id: string }[] = [];
  let adminRoleId: string;
  let solo: TestUser;

  beforeAll(async () => {
    adminRoleId = await roleId('admin');
    solo = await createTestUser();
    await grantAdmin(solo.user.id);
    others = must(
      await service
        .from('user_roles')
        .select('user_id, role_id')
        .eq('role_id', adminRoleId)
        .neq('user_id', solo.user.id),
      'admins',
    ) as { user_id: string; role_id: string }[];
    must(
      await service
        .from('user_roles')
        .delete()
        .eq('role_id', adminRoleId)
        .neq('user_id', solo.user.id),
      'demote others',
    );
  });

  afterAll(async () => {
    must(await service.from('user_roles').upsert(others), 'restore admins');
  });

  it('refuses removing the last admin, also for the service role', async () => {
    const own = await solo.client
      .from('user_roles')
      .delete()
      .eq('user_id', solo.user.id)
      .eq('role_id', adminRoleId);
    expect(own.error).toMatchObject({ code: 'P0001', message: 'Cannot remove the last admin' });

    const bulk = await service.from('user_roles').delete().eq('role_id', adminRoleId);
    expect(bulk.error?.message).toBe('Cannot remove the last admin');
    expect((await solo.client.rpc('is_admin')).data).toBe(true);
  });

  it('allows an admin to remove themselves while another admin remains', async () => {
    const second = await createTestUser();
    expect(
      (
        await solo.client
          .from('user_roles')
          .insert({ user_id: second.user.id, role_id: adminRoleId })
      ).error,
    ).toBeNull();
    const own = await solo.client
      .from('user_roles')
      .delete()
      .eq('user_id', solo.user.id)
      .eq('role_id', adminRoleId);
    expect(own.error).toBeNull();
    expect((await solo.client.rpc('is_admin')).data).toBe(false);

    // And now `second` is the last one.
    const last = await second.client
      .from('user_roles')
      .delete()
      .eq('user_id', second.user.id)
      .eq('role_id', adminRoleId);
    expect(last.error?.message).toBe('Cannot remove the last admin');
  });
});

describe('guest clicker saves', () => {
  const anon = anonClient();

  it('creates a save with the starting values and stores progress by key', async () => {
    const key = randomUUID();
    const created = await anon.rpc('get_guest_clicker_save', { p_save_key: key });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      user_id: null,
      save_key: key,
      score: 0,
      multiplier: 1,
      auto_clickers: 0,
      click_power: 1,
      achievements: [],
    });

    const saved = await anon.rpc('save_guest_clicker_progress', {
      p_save_key: key,
      // Within what a save a moment old can hold (the scores tests cover the limits).
      p_score: 60,
      p_multiplier: 2,
      p_auto_clickers: 1,
      p_click_power: 2,
      p_achievements: ['First Click', 'Hundred Club'],
    });
    expect(saved.error).toBeNull();

    const again = await anon.rpc('get_guest_clicker_save', { p_save_key: key });
    expect(again.data).toMatchObject({
      id: created.data.id,
      score: 60,
      multiplier: 2,
      auto_clickers: 1,
      click_power: 2,
      achievements: ['First Click', 'Hundred Club'],
    });

    const otherKey = await anon.rpc('get_guest_clicker_save', { p_save_key: randomUUID() });
    expect(otherKey.data).toMatchObject({ score: 0 });
    expect(otherKey.data.id).not.toBe(created.data.id);
  });

  it('rejects short keys and invalid progress', async () => {
    const short = await anon.rpc('get_guest_clicker_save', { p_save_key: 'guessable' });
    expect(short.error?.code).toBe('23514');
    const negative = await anon.rpc('save_guest_clicker_progress', {
      p_save_key: randomUUID(),
      p_score: -1,
      p_multiplier: 1,
      p_auto_clickers: 0,
      p_click_power: 1,
      p_achievements: [],
    });
    expect(negative.error?.code).toBe('23514');
  });

  it('keeps guest saves out of every listing', async () => {
    await anon.rpc('get_guest_clicker_save', { p_save_key: randomUUID() });
    expect((await anon.from('clicker_saves').select('*')).error?.code).toBe('42501');
    const asMember = await actors.member.client.from('clicker_saves').select('save_key');
    expect(asMember.error).toBeNull();
    expect(asMember.data!.every((row) => row.save_key === null)).toBe(true);
    const asAdmin = await actors.admin.client
      .from('clicker_saves')
      .select('*')
      .not('save_key', 'is', null);
    expect(asAdmin.data).toEqual([]);
  });

  it('does not let a signed-in user create a keyed save through the table', async () => {
    const { error } = await actors.member.client
      .from('clicker_saves')
      .insert({ user_id: actors.member.user.id, save_key: randomUUID() });
    expect(error?.code).toBe('42501');
  });
});
