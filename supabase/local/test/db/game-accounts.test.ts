// Accounts that are players (issue 38) in the database: a game name can no longer be claimed by
// two accounts nor typed by a member, bids need a linked account, the game bridge's won auctions
// name the winner's player, punishments follow their player through renames and say who lifted
// them, and the votes and player pages read what the bridge recorded.
import { randomUUID } from 'node:crypto';
import { createTestUser, serviceClient, withDb } from '../helpers';
import { createActors, createListing, linkGameAccount, must, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

const uniqueName = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;

describe('game names', () => {
  it('no two accounts hold the same unverified name, whatever its case', async () => {
    const name = uniqueName('Sif');
    must(
      await service
        .from('profiles')
        .update({ minecraft_username: name })
        .eq('id', actors.member.user.id),
      'first',
    );
    const second = await service
      .from('profiles')
      .update({ minecraft_username: name.toLowerCase() })
      .eq('id', actors.other.user.id);
    expect(second.error?.code).toBe('23505');
    expect(second.error?.message).toMatch(/profiles_unverified_game_name_key/);
  });

  it('a member no longer types a game name: it comes from the game', async () => {
    const typed = await actors.member.client
      .from('profiles')
      .update({ minecraft_username: uniqueName('Typed') })
      .eq('id', actors.member.user.id);
    expect(typed.error?.code).toBe('42501');
  });

  it('linking takes the name from its unverified holders', async () => {
    const claimant = await createTestUser();
    const player = { uuid: randomUUID(), name: uniqueName('Claimed') };
    must(
      await service
        .from('profiles')
        .update({ minecraft_username: player.name })
        .eq('id', claimant.user.id),
      'claim',
    );
    await linkGameAccount(actors.other, player.name);
    // The bridge records the linked player's name (a join after the link).
    const [linked] = must(
      await service.from('game_accounts').select('player_uuid').eq('user_id', actors.other.user.id),
      'link',
    ) as { player_uuid: string }[];
    must(
      await service.rpc('bridge_upsert_players', {
        p_items: [{ uuid: linked!.player_uuid, name: player.name }],
      }),
      'players',
    );
    const profile = must(
      await service
        .from('profiles')
        .select('minecraft_username')
        .eq('id', claimant.user.id)
        .single(),
      'claimant',
    );
    expect(profile).toEqual({ minecraft_username: null });
  });
});

describe('bids need a linked account', () => {
  it('refuses a member without one, in words that say how to link; takes the bid once linked', async () => {
    const newcomer = await createTestUser();
    const listing = await createListing();
    const refused = await newcomer.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_500,
    });
    expect(refused.error?.message).toBe(
      'Link your Minecraft account in Settings to bid: won items are handed over in game',
    );
    const logged = must(
      await service.from('auction_logs').select('id').eq('listing_id', listing.id),
      'log',
    );
    expect(logged).toEqual([]);

    await linkGameAccount(newcomer);
    must(
      await newcomer.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_500 }),
      'bid',
    );
  });

  it('the game bridge answers the winner’s UUID and current name', async () => {
    const winner = await createTestUser();
    const player = await linkGameAccount(winner);
    const listing = await createListing({ repeats: false });
    must(
      await winner.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 2_000 }),
      'bid',
    );
    must(
      await service
        .from('auction_listings')
        .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
        .eq('id', listing.id),
      'end',
    );
    const renamed = `${player.name}_x`;
    must(
      await service.rpc('bridge_upsert_players', {
        p_items: [{ uuid: player.uuid, name: renamed }],
      }),
      'rename',
    );
    const won = must(await service.rpc('bridge_won_auctions'), 'won') as Record<string, unknown>[];
    expect(won.find((row) => row.id === listing.id)).toMatchObject({
      winner_uuid: player.uuid,
      winner_minecraft_username: renamed,
    });
  });
});

describe('punishments follow players', () => {
  const upsert = (items: Record<string, unknown>[]) =>
    service.rpc('bridge_upsert_punishments', { p_items: items });
  const punishment = (fields: Record<string, unknown>) => ({
    source: 'follow-test',
    source_id: randomUUID(),
    type: 'ban',
    reason: 'Griefing',
    staff_name: 'Tyr',
    date: '2026-10-01T10:00:00Z',
    expires: '2026-10-08T10:00:00Z',
    active: false,
    ...fields,
  });

  it('an old name finds the record, under the current name, with who lifted it, when and why', async () => {
    const uuid = randomUUID();
    const oldName = uniqueName('Old');
    const newName = uniqueName('New');
    must(
      await upsert([
        punishment({
          player_name: oldName,
          player_uuid: uuid,
          removed_by: 'Heimdall',
          removed_at: '2026-10-02T10:00:00Z',
          removed_reason: 'Appeal accepted',
        }),
      ]),
      'punishment',
    );
    must(
      await service.rpc('bridge_upsert_players', { p_items: [{ uuid, name: newName }] }),
      'join',
    );
    // Made on the site under the new name, after the rename: the same player.
    must(
      await actors.admin.client
        .from('punishments')
        .insert({ player_name: newName, type: 'warn', reason: 'Caps in chat' }),
      'site punishment',
    );

    for (const name of [oldName, newName.toUpperCase()]) {
      const history = must(
        await service.rpc('punishment_history', { p_player: name, p_page: 1, p_page_size: 25 }),
        'history',
      ) as {
        player_name: string;
        player_uuid: string;
        total: number;
        rows: Record<string, unknown>[];
      };
      expect(history).toMatchObject({ player_name: newName, player_uuid: uuid, total: 2 });
      expect(history.rows.map((row) => row.type)).toEqual(['warn', 'ban']);
      expect(history.rows[1]).toMatchObject({
        player_name: oldName,
        revoked_by_name: 'Heimdall',
        revoked_at: '2026-10-02T10:00:00+00:00',
        revoked_reason: 'Appeal accepted',
      });
    }
  });

  it('a batch sent again changes nothing, the UUIDs included', async () => {
    const items = [
      punishment({ player_name: uniqueName('Again'), player_uuid: randomUUID(), active: true }),
      // Without a UUID: the row takes the name's holder (none here) and keeps what it has.
      punishment({ player_name: uniqueName('NoUuid') }),
    ];
    expect(must(await upsert(items), 'first')).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(must(await upsert(items), 'again')).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });
});

describe('votes and the player page', () => {
  it('the votes page: top voters, the member’s own votes and streak, sites for admins only', async () => {
    const player = await linkGameAccount(actors.member);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    must(
      await service.rpc('bridge_record_votes', {
        p_items: [0, 1, 2, 4].map((daysAgo) => ({
          service: 'TopG',
          uuid: player.uuid,
          name: player.name,
          at: day(daysAgo),
          id: randomUUID(),
        })),
      }),
      'votes',
    );
    const mine = must(await actors.member.client.rpc('my_votes'), 'mine') as Record<
      string,
      unknown
    >;
    expect(mine).toMatchObject({ linked: true, name: player.name, streak: 3 });
    expect(mine.votes).toBeGreaterThanOrEqual(1);

    const leaders = must(await actors.anon.rpc('vote_leaders', { p_limit: 25 }), 'leaders') as {
      top: { name: string }[];
    };
    expect(leaders.top.length).toBeGreaterThan(0);
    expect((await actors.anon.rpc('my_votes')).error?.code).toBe('42501');
    expect((await actors.member.client.rpc('vote_site_counts')).error?.code).toBe('42501');
    const sites = must(await actors.admin.client.rpc('vote_site_counts'), 'sites') as {
      sites: { service: string }[];
    };
    expect(Array.isArray(sites.sites)).toBe(true);
  });

  it('the player page: by any name, the member only by a public name they show', async () => {
    const member = await createTestUser();
    const player = await linkGameAccount(member);
    const publicName = uniqueName('Pub');
    must(
      await member.client
        .from('profiles')
        .update({ public_name: publicName })
        .eq('id', member.user.id),
      'public name',
    );
    const renamed = `${player.name}_2`;
    must(
      await service.rpc('bridge_upsert_players', {
        p_items: [{ uuid: player.uuid, name: renamed }],
      }),
      'rename',
    );
    const page = must(await actors.anon.rpc('player_profile', { p_name: player.name }), 'page');
    expect(page).toMatchObject({
      name: renamed,
      uuid: player.uuid,
      requested_is_current: false,
      member: publicName,
    });
    expect((page as { names: { name: string }[] }).names.map((n) => n.name).sort()).toEqual(
      [player.name, renamed].sort(),
    );
    must(
      await member.client
        .from('profiles')
        .update({ privacy_setting: 'private' })
        .eq('id', member.user.id),
      'private',
    );
    expect(
      must(await actors.anon.rpc('player_profile', { p_name: renamed }), 'page'),
    ).toMatchObject({
      member: null,
    });
    expect(
      must(await actors.anon.rpc('player_profile', { p_name: uniqueName('Nobody') }), 'none'),
    ).toBe(null);
  });
});

it('the votes are read by no API role directly', async () => {
  for (const client of [actors.anon, actors.member.client, actors.admin.client]) {
    const read = await client.from('game_votes').select('id').limit(1);
    expect(read.error?.code).toBe('42501');
  }
  await withDb(async (db) => {
    const { rows } = await db.query<{ votes: string }>(
      'select sum(votes) as votes from private.vote_months',
    );
    expect(Number(rows[0]!.votes)).toBeGreaterThan(0);
  });
});
