// Admins' account ids are not public (issue 41, item 7; migration 20261127030200). An admin leaves
// a trace everywhere the back office writes — an item, a listing (made, edited, bid on), an event,
// a punishment added and revoked — then everything the API shows anon and another member (every
// exposed table and view, every readable column: exposed-data.ts) and what Realtime pushed them
// about the listing is searched for the admin's id. Where the creator matters it is named.
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, anonKey, createTestUser } from '../helpers';
import { subscribeChanges, type ChannelEvents } from '../realtime-helpers';
import { exposedRelations, readAll } from './exposed-data';
import { accessToken, choosePublicName, createActors, must, type Actors } from './fixtures';

type Viewer = 'anon' | 'another member';

let actors: Actors;
let adminName: string;
let listingId: number;
let viewers: Record<Viewer, string>;
const feeds = {} as Record<Viewer, ChannelEvents>;
const viewerClients: SupabaseClient[] = [];

beforeAll(async () => {
  actors = await createActors();
  adminName = await choosePublicName(actors.admin);
  const other = await createTestUser();
  viewers = { anon: anonKey(), 'another member': await accessToken(other.client) };
  viewerClients.push(anonClient(), other.client);
  for (const [viewer, client] of [
    ['anon', viewerClients[0]!],
    ['another member', viewerClients[1]!],
  ] as const) {
    feeds[viewer] = await subscribeChanges(client, `admin-ids-${viewer}`, [
      { event: '*', schema: 'public', table: 'auction_listings' },
    ]);
  }

  const admin = actors.admin.client;
  const item = must(
    await admin
      .from('items')
      .insert({ name: `Trace Axe ${Date.now()}`, rarity: 'Rare', tier: 'A', category: 'weapon' })
      .select('id')
      .single(),
    'item',
  ) as { id: number };
  const listing = must(
    await admin
      .rpc('admin_create_listing', {
        p_item_id: item.id,
        p_seller: 'Trace_Seller',
        p_starting_bid: 1_000,
        p_duration_minutes: 60,
      })
      .single(),
    'listing',
  ) as { id: number };
  listingId = listing.id;
  must(
    await admin.rpc('admin_update_listing', {
      p_listing_id: listingId,
      p_item_id: item.id,
      p_seller: 'Trace_Seller_2',
      p_starting_bid: 1_200,
    }),
    'edit',
  );
  must(
    await actors.member.client.rpc('place_bid', { p_listing_id: listingId, p_amount: 1_500 }),
    'bid',
  );
  must(
    await admin
      .from('calendar_events')
      .insert({ title: 'Trace raid', date: '2031-03-01', time: '20:00', type: 'raid' }),
    'event',
  );
  const punishment = must(
    await admin
      .from('punishments')
      .insert({ player_name: 'Trace_Player', type: 'ban', reason: 'Trace', expires: null })
      .select('id')
      .single(),
    'punishment',
  ) as { id: number };
  must(await admin.from('punishments').update({ active: false }).eq('id', punishment.id), 'revoke');
  for (const feed of Object.values(feeds)) {
    await feed.changes.next((c) => c.table === 'auction_listings' && c.new.current_bid === 1_500);
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(viewerClients.map((client) => client.removeAllChannels()));
});

describe.each(['anon', 'another member'] as const)('read as %s', (viewer) => {
  it("no exposed table or view holds an admin's account id", async () => {
    const token = viewers[viewer];
    const relations = await exposedRelations(token);
    expect(relations).toEqual(
      expect.arrayContaining(['auction_listings', 'auction_listings_live', 'calendar_events']),
    );
    const found: string[] = [];
    for (const relation of relations) {
      if ((await readAll(relation, token)).includes(actors.admin.user.id)) found.push(relation);
    }
    expect(found).toEqual([]);
  });

  it("what Realtime pushed about the admin's listing holds neither the id nor its column", () => {
    const pushed = feeds[viewer].changes.items.filter(
      (c) => c.table === 'auction_listings' && c.new.id === listingId,
    );
    expect(pushed.length).toBeGreaterThan(0);
    for (const change of pushed) expect(change.new).not.toHaveProperty('created_by');
    expect(JSON.stringify(pushed)).not.toContain(actors.admin.user.id);
  });
});

it.each([
  ['auction_listings', 'created_by'],
  ['calendar_events', 'created_by'],
])('%s.%s is readable by no API role', async (table, column) => {
  for (const client of Object.values(actors.clients)) {
    const { error } = await client.from(table).select(column).limit(1);
    expect(error?.code).toBe('42501');
  }
});

it('the back office names who listed an item, by public name', async () => {
  const page = must(
    await actors.admin.client.rpc('admin_search_listings', { p_search: 'Trace_Seller_2' }),
    'search',
  ) as { rows: { id: number; created_by_name: string | null }[] };
  expect(page.rows.find((row) => row.id === listingId)?.created_by_name).toBe(adminName);
  expect(JSON.stringify(page)).not.toContain(actors.admin.user.id);
});
