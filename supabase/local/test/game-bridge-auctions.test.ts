// The game bridge's auction routes (migration 20261126040200, supabase/functions/game-bridge/
// auctions.ts), called through the stack's game-bridge function with its key, and the
// auction-settle function: a won auction is listed for the game server until it is marked
// delivered (idempotently), only the service role reaches the database side, and the winner's
// e-mail goes out through the mail API (the stack's outbox here).
import settle from '../../functions/auction-settle/handler';
import {
  anonKey,
  gameBridgeKey,
  outbox,
  serviceClient,
  serviceRoleKey,
  stackUrl,
  withDb,
} from './helpers';
import {
  createActors,
  createListing,
  ledgerProblems,
  linkGameAccount,
  must,
  type Actors,
} from './db/fixtures';

const service = serviceClient();
let actors: Actors;

/** Calls the bridge as the game server does: through the stack's function, with its key. */
const bridge = (path: string, method = 'GET', key: string | null = gameBridgeKey()) =>
  fetch(`${stackUrl()}/functions/v1/game-bridge${path}`, {
    method,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
const listWon = () => bridge('/auctions/won');
const markDelivered = (id: number | string) => bridge(`/auctions/${id}/delivered`, 'POST');

beforeAll(async () => {
  actors = await createActors();
});

/** A listing that ended a moment ago, won by the member for `amount`. */
async function wonByMember(amount = 1_500) {
  const listing = await createListing({ repeats: false });
  must(
    await actors.member.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: amount }),
    'bid',
  );
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', listing.id),
    'end it',
  );
  return listing;
}

it('lists a won auction until it is marked delivered; marking again changes nothing', async () => {
  const player = await linkGameAccount(actors.member, 'Sif_Goldhair');
  const listing = await wonByMember(1_500);

  const won = await listWon();
  expect(won.status).toBe(200);
  const { auctions } = (await won.json()) as { auctions: Record<string, unknown>[] };
  expect(auctions).toContainEqual(
    expect.objectContaining({
      id: listing.id,
      item: listing.item,
      amount: 1_500,
      winner_uuid: player.uuid,
      winner_minecraft_username: 'Sif_Goldhair',
    }),
  );

  const first = await markDelivered(listing.id);
  expect(first.status).toBe(200);
  const marked = (await first.json()) as { delivered_at: string; already_delivered: boolean };
  expect(marked.already_delivered).toBe(false);
  const again = await markDelivered(listing.id);
  expect(await again.json()).toEqual({ ...marked, id: listing.id, already_delivered: true });

  const after = (await (await listWon()).json()) as {
    auctions: { id: number }[];
  };
  expect(after.auctions.map((a) => a.id)).not.toContain(listing.id);
});

it('refuses what cannot be delivered', async () => {
  const running = await createListing({ repeats: false });
  const notWon = await markDelivered(running.id);
  expect(notWon.status).toBe(409);
  expect(await notWon.json()).toEqual({ error: 'This auction has no winner to deliver to' });
  expect((await markDelivered(999_999_999)).status).toBe(404);
  expect((await markDelivered('abc')).status).toBe(400);
  expect((await markDelivered(0)).status).toBe(400);
});

it('takes the bridge key on both routes, and each route only its own method', async () => {
  for (const [path, method] of [
    ['/auctions/won', 'GET'],
    ['/auctions/1/delivered', 'POST'],
  ] as const) {
    for (const key of [null, 'not-the-key']) {
      const refused = await bridge(path, method, key);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        error: 'Send the bridge key as Authorization: Bearer <key>',
      });
    }
  }
  const wrongMethod = await bridge('/auctions/1/delivered', 'GET');
  expect(wrongMethod.status).toBe(405);
  expect(wrongMethod.headers.get('allow')).toBe('POST');
  expect((await bridge('/auctions/won', 'POST')).status).toBe(405);
  expect((await bridge('/auctions/1/undelivered', 'POST')).status).toBe(404);
});

it('the database side answers the service role only', async () => {
  const listing = await wonByMember();
  for (const client of [actors.anon, actors.member.client, actors.admin.client]) {
    expect((await client.rpc('bridge_won_auctions')).error?.code).toBe('42501');
    const mark = await client.rpc('bridge_mark_auction_delivered', { p_listing_id: listing.id });
    expect(mark.error?.code).toBe('42501');
  }
});

describe('auction-settle', () => {
  const call = (env: Record<string, string | undefined>) =>
    settle(new Request(`${stackUrl()}/functions/v1/auction-settle`, { method: 'POST' }), {
      SUPABASE_URL: stackUrl(),
      SUPABASE_ANON_KEY: anonKey(),
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
      ...env,
    });
  const mailApi = () => {
    const url = new URL(`${stackUrl()}/_outbox`);
    return { MAIL_API_URL: url.href };
  };
  const outboxToken = () => new URL(process.env.STACK_OUTBOX_URL!).searchParams.get('token')!;

  it('settles what ended and mails the winner through the mail API, once', async () => {
    const listing = await wonByMember(2_000);
    const response = await call({ ...mailApi(), MAIL_API_KEY: outboxToken() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mailed: expect.any(Number) });
    const mails = (await outbox()).filter(
      (m) => m.to === actors.member.email && m.subject.includes(listing.item),
    );
    expect(mails).toEqual([
      expect.objectContaining({
        subject: `You won ${listing.item} at the Norsecraft auction house`,
        text: expect.stringContaining('for 20s'),
      }),
    ]);
    await call({ ...mailApi(), MAIL_API_KEY: outboxToken() });
    expect(
      (await outbox()).filter(
        (m) => m.to === actors.member.email && m.subject.includes(listing.item),
      ),
    ).toHaveLength(1);
  });

  it('keeps a mail the mail API refused, and sends it once its wait is over', async () => {
    const listing = await wonByMember(3_000);
    const refused = await call({ ...mailApi(), MAIL_API_KEY: 'wrong-key' });
    expect((await refused.json()) as { mailed: number }).toMatchObject({ mailed: 0 });
    const sent = () =>
      outbox().then((all) => all.filter((m) => m.subject.includes(listing.item)).length);
    expect(await sent()).toBe(0);
    // A failed mail backs off (issue 41, item 8): calls in a row do not spend its tries.
    for (let i = 0; i < 3; i += 1) await call({ ...mailApi(), MAIL_API_KEY: outboxToken() });
    expect(await sent()).toBe(0);
    const tries = () =>
      withDb(async (db) => {
        const { rows } = await db.query<{ attempts: number }>(
          'select attempts from private.outgoing_emails where subject like $1',
          [`%${listing.item}%`],
        );
        return rows[0]!.attempts;
      });
    expect(await tries()).toBe(1);
    // The minute passes.
    await withDb((db) =>
      db.query(
        `update private.outgoing_emails set next_attempt_at = now() - interval '1 second'
         where subject like $1`,
        [`%${listing.item}%`],
      ),
    );
    await call({ ...mailApi(), MAIL_API_KEY: outboxToken() });
    expect(await sent()).toBe(1);
  });

  it("the winner's mail links to the listing on My Auctions", async () => {
    const listing = await wonByMember(4_000);
    await call({ ...mailApi(), MAIL_API_KEY: outboxToken(), SITE_URL: 'https://norsecraft.test' });
    const [mail] = (await outbox()).filter((m) => m.subject.includes(listing.item));
    const address = `https://norsecraft.test/my-auctions#listing-${listing.id}`;
    expect(mail?.text).toContain(address);
    expect(mail?.html).toContain(`href="${address}"`);
  });

  it('the game bridge listing a win sends its mail at once, without auction-settle', async () => {
    const listing = await wonByMember(5_000);
    const won = await listWon();
    expect(won.status).toBe(200);
    const [mail] = (await outbox()).filter(
      (m) => m.to === actors.member.email && m.subject.includes(listing.item),
    );
    expect(mail?.subject).toBe(`You won ${listing.item} at the Norsecraft auction house`);
    // The stack's functions know where the site is ([auth] site_url).
    expect(mail?.text).toMatch(/See your auctions: https?:\/\/\S+\/my-auctions/);
  });

  it('answers only POST', async () => {
    const response = await settle(new Request('http://x/', { method: 'GET' }), {});
    expect(response.status).toBe(405);
  });
});

// Bids hold money (issue 39): whatever this file did, the ledger adds up.
afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
});
