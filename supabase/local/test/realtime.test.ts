// Realtime through unmodified supabase-js: row-level security per subscriber, refetch after a
// dropped connection (the auction page's own subscription module), heartbeats, and token
// refresh on a joined channel. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { subscribeListings } from '../../../mfe-auction/src/features/auction/api/subscribe-listings';
import type { ListingChange } from '../../../mfe-auction/src/features/auction/lib/listing-changes';
import { signJwt, type JwtClaims } from '../src/jwt.ts';
import { anonKey, createTestUser, jwtSecret, serviceClient, stackUrl, withDb } from './helpers.ts';
import { accessToken, createListing } from './db/fixtures.ts';
import { clientVia, Inbox, startRelay, subscribeChanges } from './realtime-helpers.ts';

const service = serviceClient();
const clients: SupabaseClient[] = [];

function track<T extends SupabaseClient>(client: T): T {
  clients.push(client);
  return client;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

/** The claims of a token, re-signed to expire `seconds` from now. */
function expiringCopy(token: string, seconds: number): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as JwtClaims;
  return signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + seconds }, jwtSecret());
}

/** A table only its owner may read, in a schema the API does not expose (tests only). */
const NOTES = 'realtime_test.notes';

beforeAll(async () => {
  await withDb(async (db) => {
    await db.query(`
      create schema if not exists realtime_test;
      grant usage on schema realtime_test to authenticated, anon;
      create table if not exists ${NOTES} (
        id bigint generated always as identity primary key,
        owner uuid not null,
        body text not null
      );
      alter table ${NOTES} enable row level security;
      grant select on ${NOTES} to authenticated;
      drop policy if exists "notes: owner reads" on ${NOTES};
      create policy "notes: owner reads" on ${NOTES}
        for select to authenticated using (owner = auth.uid());
      alter publication supabase_realtime add table ${NOTES};
    `);
  });
});

afterAll(async () => {
  await withDb((db) => db.query('drop schema realtime_test cascade'));
});

async function addNote(owner: string, body: string): Promise<void> {
  await withDb((db) =>
    db.query(`insert into ${NOTES} (owner, body) values ($1, $2)`, [owner, body]),
  );
}

const notesBinding = { event: '*', schema: 'realtime_test', table: 'notes' } as const;

/** A client of its own whose Realtime socket carries `token` (the user's, or a crafted one). */
async function viewerWith(token: string): Promise<SupabaseClient> {
  const viewer = track(clientVia(stackUrl()));
  await viewer.realtime.setAuth(token);
  return viewer;
}

describe('row-level security per subscriber', () => {
  it('a member receives only the rows they may select; anon gets no row data', async () => {
    const [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
    const anon = track(clientVia(stackUrl()));
    const aliceFeed = await subscribeChanges(
      await viewerWith(await accessToken(alice.client)),
      'notes-alice',
      [notesBinding],
    );
    const bobFeed = await subscribeChanges(
      await viewerWith(await accessToken(bob.client)),
      'notes-bob',
      [notesBinding],
    );
    const anonFeed = await subscribeChanges(anon, 'notes-anon', [notesBinding]);

    await addNote(bob.user.id, 'for bob');
    await addNote(alice.user.id, 'for alice');
    // Changes arrive in commit order: once Alice has hers, Bob's (earlier) was decided too.
    const mine = await aliceFeed.changes.next((c) => c.new.body === 'for alice', 'own note');
    expect(mine).toMatchObject({
      schema: 'realtime_test',
      table: 'notes',
      eventType: 'INSERT',
      new: { owner: alice.user.id, body: 'for alice' },
    });
    await bobFeed.changes.next((c) => c.new.body === 'for bob', 'own note');
    expect(aliceFeed.changes.items.map((c) => c.new.body)).toEqual(['for alice']);

    // Anon has no right to the table: each change reaches it as an error, without the row.
    const refused = await anonFeed.changes.next((c) => c.errors !== null, 'refusal');
    expect(refused.errors).toEqual(['Error 401: Unauthorized']);
    expect(anonFeed.changes.items.every((c) => Object.keys(c.new ?? {}).length === 0)).toBe(true);
  });

  it('a token refreshed to another user on the joined channel changes what it may see', async () => {
    const [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
    const viewer = await viewerWith(await accessToken(alice.client));
    const feed = await subscribeChanges(viewer, 'notes-switch', [notesBinding]);
    await addNote(alice.user.id, 'alice 1');
    await feed.changes.next((c) => c.new.body === 'alice 1', "alice's note");

    // supabase-js sends an access_token message to every joined channel.
    await viewer.realtime.setAuth(await accessToken(bob.client));
    await addNote(alice.user.id, 'alice 2');
    await addNote(bob.user.id, 'bob 1');
    await feed.changes.next((c) => c.new.body === 'bob 1', "bob's note");
    expect(feed.changes.items.map((c) => c.new.body)).toEqual(['alice 1', 'bob 1']);
  });
});

describe('token expiry and refresh', () => {
  it('keeps a channel whose token is refreshed before it expires', async () => {
    const member = await createTestUser();
    const token = await accessToken(member.client);
    const viewer = await viewerWith(expiringCopy(token, 2));
    const feed = await subscribeChanges(viewer, 'refresh-in-time', [notesBinding]);
    await viewer.realtime.setAuth(expiringCopy(token, 600));
    // Past the first token's expiry: the server checks the channel's token then.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await addNote(member.user.id, 'after refresh');
    await feed.changes.next((c) => c.new.body === 'after refresh', 'change after refresh');
    expect(feed.system.items.filter((s) => s.status === 'error')).toEqual([]);
  });

  it('closes a channel whose token expires, with a system error first', async () => {
    const member = await createTestUser();
    const viewer = await viewerWith(expiringCopy(await accessToken(member.client), 2));
    const feed = await subscribeChanges(viewer, 'expires', [notesBinding]);
    const error = await feed.system.next((s) => s.status === 'error', 'expiry error');
    expect(error).toMatchObject({
      extension: 'system',
      message: expect.stringMatching(/^Token has expired/),
    });
    await feed.statuses.next((s) => s.status === 'CLOSED', 'CLOSED');
  });
});

describe('heartbeats', () => {
  it("answers supabase-js's heartbeats", async () => {
    const beats = new Inbox<string>();
    const client = track(
      createClient(stackUrl(), anonKey(), {
        realtime: {
          transport: WebSocket as never,
          heartbeatIntervalMs: 200,
          heartbeatCallback: (status) => beats.push(status),
        },
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    );
    await subscribeChanges(client, 'beats', [], { waitForSystem: false });
    await beats.next((status) => status === 'ok', 'heartbeat ok');
    expect(beats.items).not.toContain('timeout');
  });
});

describe('reconnect', () => {
  it("the auction page's subscription refetches on rejoin and sees a change made while it was away", async () => {
    const listing = await createListing();
    const relay = await startRelay();
    const client = track(clientVia(relay.url));
    const statuses = new Inbox<string>();
    // How many times it has been live: 1 after the join, 2 after the rejoin.
    const joins = new Inbox<number>();
    const changes = new Inbox<ListingChange>();
    // What the page shows: refetched on every (re)subscription, as useListings does.
    const fetched = new Inbox<number>();
    const refetch = async () => {
      const { data } = await client
        .from('auction_listings_live')
        .select('current_bid')
        .eq('id', listing.id)
        .single();
      fetched.push(Number((data as { current_bid: number }).current_bid));
    };
    const stop = subscribeListings(client, {
      onChange: (change) => changes.push(change),
      onStatus: (status) => {
        statuses.push(status);
        if (status === 'live') {
          joins.push(joins.items.length + 1);
          void refetch();
        }
      },
    });
    try {
      await joins.next((n) => n === 1, 'live');
      await service.from('auction_listings').update({ current_bid: 2_000 }).eq('id', listing.id);
      await changes.next(
        (c) => c.type === 'listing' && c.record.current_bid === 2_000,
        'live change',
      );

      relay.cut();
      await statuses.next((s) => s === 'down', 'down');
      await service.from('auction_listings').update({ current_bid: 3_000 }).eq('id', listing.id);

      // supabase-js reconnects (after 1 s) and rejoins; the rejoin is 'live' again.
      await joins.next((n) => n === 2, 'live again');
      await fetched.next((bid) => bid === 3_000, 'refetch after rejoin');
      // Realtime does not replay: the change made while away came only with the refetch.
      expect(
        changes.items.some((c) => c.type === 'listing' && c.record.current_bid === 3_000),
      ).toBe(false);

      // And the rejoined channel is live again.
      await service.from('auction_listings').update({ current_bid: 4_000 }).eq('id', listing.id);
      await changes.next(
        (c) => c.type === 'listing' && c.record.current_bid === 4_000,
        'change after rejoin',
      );
    } finally {
      stop();
      await client.realtime.disconnect();
      await relay.close();
    }
  });
});
