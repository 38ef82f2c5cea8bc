// Shared set-up for the database integration tests: the four actors of the RLS matrix and a few
// service-role helpers. Every user is created fresh through sign-up, so the tests do not depend
// on (or disturb) the seeded dev accounts.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, createTestUser, serviceClient, type TestUser } from '../helpers';

export type ActorName = 'anon' | 'member' | 'other' | 'admin';

export interface Actors {
  anon: SupabaseClient;
  member: TestUser;
  other: TestUser;
  admin: TestUser;
  clients: Record<ActorName, SupabaseClient>;
}

/** Throws on a PostgREST error so set-up steps fail loudly instead of corrupting a test. */
export function must<T>(result: { data: T; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

export async function roleId(name: string): Promise<string> {
  const row = must(
    await serviceClient().from('roles').select('id').eq('name', name).single(),
    `role ${name}`,
  );
  return (row as { id: string }).id;
}

export async function grantAdmin(userId: string): Promise<void> {
  must(
    await serviceClient()
      .from('user_roles')
      .insert({ user_id: userId, role_id: await roleId('admin') }),
    'grant admin',
  );
}

/** What a test bidder's player deposited: 1,000,000 g, more than any test bids. */
export const TEST_DEPOSIT = 10_000_000_000;

/** Money the player deposited in game, as the game bridge's POST /wallet/deposits records it. */
export async function deposit(playerUuid: string, amount: number, id = `test:${randomUUID()}`) {
  return must(
    await serviceClient().rpc('bridge_record_deposits', {
      p_items: [{ id, uuid: playerUuid, amount, at: new Date().toISOString() }],
    }),
    'deposit',
  );
}

/**
 * Links the user to a new game player (service role), as the game bridge's /links does (a link
 * made before is replaced): bidding needs a linked account, and money in its wallet (`funds`,
 * deposited as the game would). Returns the player.
 */
export async function linkGameAccount(
  user: TestUser,
  name = `Pl_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
  uuid: string = randomUUID(),
  funds = TEST_DEPOSIT,
): Promise<{ uuid: string; name: string }> {
  const player = { uuid, name };
  const service = serviceClient();
  must(await service.from('game_players').upsert(player, { onConflict: 'uuid' }), 'game player');
  must(
    await service
      .from('game_player_names')
      .upsert({ player_uuid: player.uuid, name }, { onConflict: 'player_uuid,name_key' }),
    'name',
  );
  must(
    await service
      .from('game_accounts')
      .upsert({ user_id: user.user.id, player_uuid: player.uuid }, { onConflict: 'user_id' }),
    'link',
  );
  if (funds > 0) await deposit(player.uuid, funds);
  return player;
}

/** A new member with a linked game account and money in its wallet: bidding needs both. */
export async function createBidder(funds = TEST_DEPOSIT): Promise<TestUser> {
  const user = await createTestUser();
  await linkGameAccount(user, undefined, undefined, funds);
  return user;
}

/** The ledger's problems (ledger_check: none when every wallet and the total add up). */
export async function ledgerProblems(): Promise<unknown[]> {
  return must(await serviceClient().rpc('ledger_check'), 'ledger_check') as unknown[];
}

/** The four actors; the member, the other member and the admin each with a linked game account. */
export async function createActors(): Promise<Actors> {
  const [member, other, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  await grantAdmin(admin.user.id);
  await Promise.all([member, other, admin].map((user) => linkGameAccount(user)));
  const anon = anonClient();
  return {
    anon,
    member,
    other,
    admin,
    clients: { anon, member: member.client, other: other.client, admin: admin.client },
  };
}

export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

/**
 * A fresh auction listing (service role), ending in an hour unless told otherwise. It runs in
 * rounds as the sample listings do unless `repeats: false` (a listing that ends once, as admins
 * create them).
 */
export async function createListing(
  fields: Partial<{
    starting_bid: number;
    current_bid: number;
    end_time: string;
    repeats: boolean;
  }> = {},
): Promise<{ id: number; item: string }> {
  const starting = fields.starting_bid ?? 1_000;
  const row = must(
    await serviceClient()
      .from('auction_listings')
      .insert({
        item: `Test Axe ${Math.random().toString(36).slice(2, 10)}`,
        seller: 'Test_Seller',
        starting_bid: starting,
        current_bid: fields.current_bid ?? starting,
        end_time: fields.end_time ?? new Date(Date.now() + 3_600_000).toISOString(),
        rarity: 'Epic',
        repeats: fields.repeats ?? true,
      })
      .select('id, item')
      .single(),
    'create listing',
  );
  return row as { id: number; item: string };
}

/** A public name no other test uses (3–16 letters, digits, underscores). */
export function uniquePublicName(prefix = 'Pn'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

/** Sets the member's public name through their own session, as the settings form does. */
export async function choosePublicName(member: TestUser, name = uniquePublicName()) {
  must(
    await member.client.from('profiles').update({ public_name: name }).eq('id', member.user.id),
    'public name',
  );
  return name;
}
