// No e-mail address, nor anything taken from one, is readable by anyone but admins (issue 14
// item 1, issue 28 finding 2). A member whose address has a telling local part first leaves a
// trace everywhere the site stores something (a bid, a score, a clicker save, an avatar, the
// profile); then every table and view the API exposes to a viewer — as PostgREST's own OpenAPI
// description lists them for that viewer, so a new table is scanned without touching this test —
// is read in full as that viewer (exposed-data.ts), as is what Realtime sent the viewer about the bid, and searched
// for anything that looks like an e-mail address or holds the member's local part (which is also
// the account's own username).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, anonKey, createTestUser, stackUrl, type TestUser } from '../helpers';
import { subscribeChanges, type ChannelEvents } from '../realtime-helpers';
import { exposedRelations, readAll } from './exposed-data';
import { accessToken, createListing, linkGameAccount, must } from './fixtures';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
type Viewer = 'anon' | 'another member';

let member: TestUser;
let localPart: string;
let viewers: Record<Viewer, string>;
const feeds = {} as Record<Viewer, ChannelEvents>;
const viewerClients: SupabaseClient[] = [];

beforeAll(async () => {
  localPart = `erik.larsson.${randomUUID().slice(0, 8)}`;
  member = await createTestUser({}, `${localPart}@test.local`);
  const other = await createTestUser();
  viewers = { anon: anonKey(), 'another member': await accessToken(other.client) };
  viewerClients.push(anonClient(), other.client);
  for (const [viewer, client] of [
    ['anon', viewerClients[0]!],
    ['another member', viewerClients[1]!],
  ] as const) {
    feeds[viewer] = await subscribeChanges(client, `privacy-${viewer}`, [
      { event: '*', schema: 'public', table: 'auction_logs' },
      { event: '*', schema: 'public', table: 'auction_listings' },
    ]);
  }

  await linkGameAccount(member);
  const listing = await createListing({ starting_bid: 1_000 });
  must(await member.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_500 }), 'bid');
  for (const feed of Object.values(feeds)) {
    await feed.changes.next((c) => c.table === 'auction_logs' && c.new.amount === 1_500, 'bid');
  }
  must(await member.client.from('clicker_saves').insert({ user_id: member.user.id }), 'save');
  must(
    await member.client.rpc('submit_score', {
      p_game: 'elder_clicker',
      p_username: `m${randomUUID().slice(0, 8)}`,
      p_score: 5,
    }),
    'score',
  );
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  must(
    await member.client.storage
      .from('avatars')
      .upload(`avatars/${member.user.id}`, new Blob([png], { type: 'image/png' })),
    'avatar',
  );
  // Two sign-ups, two subscriptions and a bid: more than a hook's default 5 s on a busy machine
  // (the integration project's testTimeout applies to tests only).
}, 30_000);

afterAll(async () => {
  await Promise.all(viewerClients.map((client) => client.removeAllChannels()));
});

/** What in `text` gives the member's address away: anything like an e-mail, or its local part. */
function leaks(text: string): string[] {
  const found = new Set(text.match(EMAIL) ?? []);
  if (text.toLowerCase().includes(localPart)) found.add(localPart);
  return [...found];
}

function headers(token: string): Record<string, string> {
  return { apikey: anonKey(), authorization: `Bearer ${token}` };
}

/**
 * Columns that hold an address the site publishes on purpose: the support e-mail of the site
 * settings (the footer's link). Left out of the scan; nothing else is.
 */
const PUBLIC_BY_DESIGN: Record<string, string[]> = { site_settings: ['support_email'] };

/** The relation's rows as readAll gives them, less the columns PUBLIC_BY_DESIGN names. */
function scanned(relation: string, text: string): string {
  return (PUBLIC_BY_DESIGN[relation] ?? []).reduce(
    (rest, column) => rest.replace(new RegExp(`"${column}"\\s*:\\s*"[^"]*"`, 'g'), ''),
    text,
  );
}

describe.each(['anon', 'another member'] as const)('read as %s', (viewer) => {
  it('no exposed table or view holds an e-mail address or its local part', async () => {
    const token = viewers[viewer];
    const relations = await exposedRelations(token);
    // The scan reaches where the member's bid was logged and shown.
    expect(relations).toEqual(expect.arrayContaining(['auction_logs', 'auction_listings_live']));

    const found: { relation: string; emails: string[] }[] = [];
    for (const relation of relations) {
      const text = scanned(relation, await readAll(relation, token));
      const emails = leaks(text);
      if (emails.length) found.push({ relation, emails });
    }
    expect(found).toEqual([]);
  });

  it('what Realtime sent about the bid holds neither', () => {
    const sent = JSON.stringify(feeds[viewer].changes.items);
    expect(sent).toContain('1500');
    expect(leaks(sent)).toEqual([]);
  });
});

it('the member’s bid is public as Anonymous until a public name is chosen', async () => {
  const res = await fetch(
    `${stackUrl()}/rest/v1/auction_logs?select=bidder&order=id.desc&limit=50`,
    { headers: headers(anonKey()) },
  );
  const bidders = ((await res.json()) as { bidder: string }[]).map((row) => row.bidder);
  expect(bidders).toContain('Anonymous');
  expect(leaks(bidders.join('\n'))).toEqual([]);
});
