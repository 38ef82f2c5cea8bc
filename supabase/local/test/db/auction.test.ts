// place_bid (validation, concurrency), expiry through auction_listings_live, and the
// auction-bid-notify function against a local capture server standing in for the chat webhook.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from '../../../functions/auction-bid-notify/handler';
import { anonKey, serviceClient, serviceRoleKey, stackUrl, type TestUser } from '../helpers';
import { BID_ERRORS, BID_LIMITS } from '../../../../shared/src/lib/database-rules';
import {
  accessToken,
  choosePublicName,
  createActors,
  createBidder,
  ledgerProblems,
  createListing,
  must,
  uniquePublicName,
  type Actors,
} from './fixtures';

const service = serviceClient();
const PERIOD_MS = 9_000_000;
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

async function logsOf(listingId: number) {
  return must(
    await service.from('auction_logs').select('*').eq('listing_id', listingId).order('id'),
    'logs',
  ) as { id: number; bidder: string; amount: number; item_name: string }[];
}

describe('place_bid', () => {
  it('refuses signed-out callers', async () => {
    const listing = await createListing();
    const { error } = await actors.anon.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 5_000,
    });
    expect(error?.code).toBe('42501');
    expect(await logsOf(listing.id)).toEqual([]);
  });

  it.each([
    [1_000, 'Bid must be higher than current bid'],
    [999, 'Bid must be higher than current bid'],
    [0, 'Bid must be higher than current bid'],
  ])('rejects %i copper with "%s"', async (amount, message) => {
    const listing = await createListing({ starting_bid: 1_000 });
    const { data, error } = await actors.member.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: amount,
    });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'P0001', message });
    expect(await logsOf(listing.id)).toEqual([]);
  });

  it('reports an unknown listing', async () => {
    const { error } = await actors.member.client.rpc('place_bid', {
      p_listing_id: 999_999_999,
      p_amount: 5_000,
    });
    expect(error).toMatchObject({ code: 'PT404', message: 'Auction listing not found' });
  });

  it('accepts a higher bid, updates the listing and logs it under the public name', async () => {
    const listing = await createListing({ starting_bid: 1_000 });
    const name = await choosePublicName(actors.member);
    const { data, error } = await actors.member.client
      .rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_001 })
      .single();
    expect(error).toBeNull();
    const result = data as { id: number; current_bid: number; log_id: number };
    expect(result).toMatchObject({
      id: listing.id,
      current_bid: 1_001,
      starting_bid: 1_000,
      highest_bidder: name,
    });

    const live = await actors.anon
      .from('auction_listings_live')
      .select('current_bid, highest_bidder')
      .eq('id', listing.id)
      .single();
    expect(live.data).toEqual({ current_bid: 1_001, highest_bidder: name });
    expect(await logsOf(listing.id)).toEqual([
      expect.objectContaining({
        id: result.log_id,
        item_name: listing.item,
        bidder: name,
        amount: 1_001,
      }),
    ]);

    const same = await actors.other.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_001,
    });
    expect(same.error?.message).toBe('Bid must be higher than current bid');
  });

  it('stays correct under 20 concurrent bids from several users', async () => {
    const listing = await createListing({ starting_bid: 10_000 });
    // One bid each: a leader may not bid over their own bid, which is not what this is about.
    const bidders: TestUser[] = await Promise.all(Array.from({ length: 20 }, () => createBidder()));
    // 17 distinct valid amounts in shuffled order, plus 3 that can never win.
    const valid = Array.from({ length: 17 }, (_, i) => 10_001 + i * 250);
    const amounts = [...valid, 10_000, 9_999, 500].sort(() => Math.random() - 0.5);

    const results = await Promise.all(
      amounts.map(async (amount, i) => {
        const client = bidders[i]!.client;
        const { data, error } = await client
          .rpc('place_bid', { p_listing_id: listing.id, p_amount: amount })
          .single();
        return { amount, data: data as { log_id: number; current_bid: number } | null, error };
      }),
    );

    const accepted = results.filter((r) => r.error === null);
    const rejected = results.filter((r) => r.error !== null);
    expect(accepted.length + rejected.length).toBe(20);
    for (const r of rejected) expect(r.error?.message).toBe('Bid must be higher than current bid');
    expect(rejected.map((r) => r.amount)).toEqual(expect.arrayContaining([10_000, 9_999, 500]));

    const final = await service
      .from('auction_listings')
      .select('current_bid')
      .eq('id', listing.id)
      .single();
    expect(final.data).toEqual({ current_bid: Math.max(...valid) });

    // One log row per accepted bid, none for rejected ones; in log order the amounts only rise.
    const logs = await logsOf(listing.id);
    expect(logs.map((l) => l.id).sort()).toEqual(accepted.map((r) => r.data!.log_id).sort());
    expect(logs.map((l) => l.amount).sort()).toEqual(accepted.map((r) => r.amount).sort());
    const inOrder = logs.map((l) => l.amount);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
    expect(new Set(inOrder).size).toBe(inOrder.length);
  });

  it('stays consistent with 50 signed-in bidders racing over several rounds', async () => {
    const listing = await createListing({ starting_bid: 50_000 });
    const bidders = await Promise.all(Array.from({ length: 50 }, () => createBidder()));
    const accepted: { amount: number; logId: number }[] = [];
    const statuses: number[] = [];
    let current = 50_000;
    let leader: TestUser | null = null;
    for (let round = 0; round < 4; round += 1) {
      // Every bidder outbids the current bid by a different step, all at once: whichever lands
      // first raises the bar for the others, so some are refused and the highest always wins.
      // The round's leader sits the next one out (a leader may not bid over their own bid).
      const steps = Array.from({ length: 50 }, (_, i) => 1 + i * 7).sort(() => Math.random() - 0.5);
      const racing = bidders.filter((bidder) => bidder !== leader);
      const results = await Promise.all(
        racing.map(async ({ client }, i) => {
          const amount = current + steps[i]!;
          const { data, error, status } = await client
            .rpc('place_bid', { p_listing_id: listing.id, p_amount: amount })
            .single();
          statuses.push(status);
          if (error) expect(error.message).toBe('Bid must be higher than current bid');
          return { amount, logId: error ? null : (data as { log_id: number }).log_id };
        }),
      );
      for (const r of results)
        if (r.logId !== null) accepted.push({ amount: r.amount, logId: r.logId });
      current = Math.max(...results.map((r) => r.amount));
      expect(results.find((r) => r.amount === current)?.logId).not.toBeNull();
      leader = racing[results.findIndex((r) => r.amount === current)]!;
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    const final = must(
      await service.from('auction_listings').select('current_bid').eq('id', listing.id).single(),
      'final listing',
    ) as { current_bid: number };
    const logs = await logsOf(listing.id);
    expect(final.current_bid).toBe(current);
    expect(Math.max(...accepted.map((a) => a.amount))).toBe(current);
    expect(logs.at(-1)?.amount).toBe(current);
    // Exactly one log row per accepted bid, with its amount, and no other rows.
    expect(logs.map((l) => [l.id, l.amount]).sort(([a], [b]) => a! - b!)).toEqual(
      accepted.map((a) => [a.logId, a.amount]).sort(([a], [b]) => a! - b!),
    );
    const amounts = logs.map((l) => l.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  }, 60_000);
});

describe('expiry', () => {
  it('restarts a listing past its end at the starting bid with a new end, for every reader', async () => {
    const storedEnd = Date.now() - 60 * 60_000;
    const listing = await createListing({
      starting_bid: 2_000,
      current_bid: 5_000,
      end_time: new Date(storedEnd).toISOString(),
    });

    const read = async (client: typeof service) =>
      (
        await client
          .from('auction_listings_live')
          .select('current_bid, end_time')
          .eq('id', listing.id)
          .single()
      ).data as { current_bid: number; end_time: string };
    const asAnon = await read(actors.anon);
    expect(asAnon.current_bid).toBe(2_000);
    expect(Date.parse(asAnon.end_time)).toBe(storedEnd + PERIOD_MS);
    expect(await read(actors.member.client)).toEqual(asAnon);

    // The restarted state is what a bid is judged against, and the accepted bid stores it.
    const low = await actors.member.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 2_000,
    });
    expect(low.error?.message).toBe('Bid must be higher than current bid');
    const ok = await actors.member.client
      .rpc('place_bid', { p_listing_id: listing.id, p_amount: 2_001 })
      .single();
    expect(ok.error).toBeNull();
    const stored = (
      await service
        .from('auction_listings')
        .select('current_bid, end_time')
        .eq('id', listing.id)
        .single()
    ).data as { current_bid: number; end_time: string };
    expect(stored.current_bid).toBe(2_001);
    expect(Date.parse(stored.end_time)).toBe(storedEnd + PERIOD_MS);
  });

  it('rolls forward by as many 2.5 h periods as have passed', async () => {
    const storedEnd = Date.now() - 2 * PERIOD_MS - 5 * 60_000;
    const listing = await createListing({ end_time: new Date(storedEnd).toISOString() });
    const { data } = await actors.anon
      .from('auction_listings_live')
      .select('end_time')
      .eq('id', listing.id)
      .single();
    expect(Date.parse((data as { end_time: string }).end_time)).toBe(storedEnd + 3 * PERIOD_MS);
  });
});

describe('bid limits (the attacks of issue 14)', () => {
  async function stored(listingId: number) {
    return must(
      await service.from('auction_listings').select('current_bid').eq('id', listingId).single(),
      'listing',
    ) as { current_bid: number };
  }

  it('refuses 9223372036854775807 copper and changes nothing', async () => {
    const listing = await createListing({ starting_bid: 1_000 });
    const bidder = await createBidder();
    // Sent raw: a JavaScript number cannot even hold this amount exactly.
    const res = await fetch(`${stackUrl()}/rest/v1/rpc/place_bid`, {
      method: 'POST',
      headers: {
        apikey: anonKey(),
        authorization: `Bearer ${await accessToken(bidder.client)}`,
        'content-type': 'application/json',
      },
      body: `{"p_listing_id": ${listing.id}, "p_amount": 9223372036854775807}`,
    });
    expect(res.status).toBe(400);
    // The page shows the same constant (mfe-auction validateBid).
    expect(await res.json()).toMatchObject({ message: BID_ERRORS.aboveMax });
    expect(await stored(listing.id)).toEqual({ current_bid: 1_000 });
    expect(await logsOf(listing.id)).toEqual([]);
  });

  it('refuses a listing starting above 5,000 gold: one account could bid it out of reach', async () => {
    const { error } = await service.from('auction_listings').insert({
      item: 'Too Dear Axe',
      seller: 'Test_Seller',
      starting_bid: BID_LIMITS.maxStartingBid + 1,
      current_bid: BID_LIMITS.maxStartingBid + 1,
      end_time: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(error?.code).toBe('23514');
    expect(await createListing({ starting_bid: BID_LIMITS.maxStartingBid })).toBeTruthy();
  });

  it('raises the current bid by at most the starting bid (at least 1 gold) in one step', async () => {
    const listing = await createListing({ starting_bid: 510_000 });
    const bidder = await createBidder();
    const tooFar = await bidder.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_020_001,
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.error).toMatchObject({ code: 'P0001', message: BID_ERRORS.stepTooLarge });
    expect(await stored(listing.id)).toEqual({ current_bid: 510_000 });
    expect(await logsOf(listing.id)).toEqual([]);

    const atStep = await bidder.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_020_000,
    });
    expect(atStep.error).toBeNull();
    expect(await stored(listing.id)).toEqual({ current_bid: 1_020_000 });

    const cheap = await createListing({ starting_bid: 1_000 });
    expect(
      (await bidder.client.rpc('place_bid', { p_listing_id: cheap.id, p_amount: 11_001 })).error
        ?.message,
    ).toBe(BID_ERRORS.stepTooLarge);
    expect(
      (await bidder.client.rpc('place_bid', { p_listing_id: cheap.id, p_amount: 11_000 })).error,
    ).toBeNull();
  });

  it('keeps a listing biddable: bidding ×10 is held to the raise (the finding)', async () => {
    const listing = await createListing({ starting_bid: 510_000 });
    const bidder = await createBidder();
    const refused = await bidder.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 5_100_000,
    });
    expect(refused.error?.message).toBe(BID_ERRORS.stepTooLarge);
    // Two accounts taking turns (a leader may not raise their own bid), each bidding the most it
    // may: every bid adds the starting bid; another member can still outbid.
    const accomplice = await createBidder();
    let current = 510_000;
    for (let i = 0; i < 8; i += 1) {
      current += 510_000;
      must(
        await (i % 2 ? accomplice : bidder).client.rpc('place_bid', {
          p_listing_id: listing.id,
          p_amount: current,
        }),
        `bid ${i}`,
      );
    }
    expect(await stored(listing.id)).toEqual({ current_bid: 4_590_000 });
    expect(
      (
        await actors.other.client.rpc('place_bid', {
          p_listing_id: listing.id,
          p_amount: 4_590_001,
        })
      ).error,
    ).toBeNull();
  });

  it('accepts 10 bids a minute from one user, refuses the 11th with 429, others still bid', async () => {
    const listing = await createListing({ starting_bid: 1_000 });
    const bidder = await createBidder();
    // Outbid after each bid, so that every bid of the bidder's is one they may place.
    const rival = await createBidder();
    for (let i = 1; i <= 10; i += 1) {
      const { error } = await bidder.client.rpc('place_bid', {
        p_listing_id: listing.id,
        p_amount: 1_000 + 2 * i - 1,
      });
      expect(error).toBeNull();
      must(
        await rival.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_000 + 2 * i }),
        `rival ${i}`,
      );
    }
    const eleventh = await bidder.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_021,
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.error?.message).toBe(BID_ERRORS.tooMany);
    expect(await stored(listing.id)).toEqual({ current_bid: 1_020 });
    expect(await logsOf(listing.id)).toHaveLength(20);

    // The limit is per user: another bidder still gets through.
    const other = await createBidder();
    expect(
      (await other.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_021 })).error,
    ).toBeNull();
  });
});

describe('a deleted account (issue 14 item 5)', () => {
  it('cannot bid with its still valid token', async () => {
    const listing = await createListing({ starting_bid: 1_000 });
    const bidder = await createBidder();
    expect(
      (await bidder.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_001 })).error,
    ).toBeNull();
    // Deleting the account removes its public.users row (auth.users cascades to it); the access
    // token stays valid until it expires.
    must(await service.from('users').delete().eq('id', bidder.user.id), 'delete user');

    const { error, status } = await bidder.client.rpc('place_bid', {
      p_listing_id: listing.id,
      p_amount: 1_002,
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: BID_ERRORS.accountGone });
    const final = must(
      await service.from('auction_listings').select('current_bid').eq('id', listing.id).single(),
      'listing',
    );
    expect(final).toEqual({ current_bid: 1_001 });
    // Its earlier bid stays in the log, without its name.
    expect((await logsOf(listing.id)).map((l) => [l.bidder, l.amount])).toEqual([
      ['Anonymous', 1_001],
    ]);
  });
});

describe('auction-bid-notify', () => {
  interface Capture {
    url: string;
    bodies: unknown[];
    status: number;
    close(): Promise<void>;
  }
  let capture: Capture;

  beforeAll(async () => {
    const bodies: unknown[] = [];
    const state = { status: 204 };
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        res.writeHead(state.status);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    capture = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
      bodies,
      get status() {
        return state.status;
      },
      set status(value: number) {
        state.status = value;
      },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });

  afterAll(() => capture.close());
  beforeEach(() => {
    capture.bodies.length = 0;
    capture.status = 204;
  });

  const env = (webhook: string | undefined = capture.url) => ({
    SUPABASE_URL: stackUrl(),
    SUPABASE_ANON_KEY: anonKey(),
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
    AUCTION_WEBHOOK_URL: webhook,
  });

  const call = async (body: unknown, token: string | null, webhook?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await handler(
      new Request('http://localhost/functions/v1/auction-bid-notify', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
      env(webhook),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** A fresh bidder's accepted bid (each test bids as its own user: bids are rate-limited). */
  async function acceptedBid(amount = 265_001, bidder?: TestUser) {
    const by = bidder ?? (await createBidder());
    const listing = await createListing({ starting_bid: 250_000 });
    const { data, error } = await by.client
      .rpc('place_bid', { p_listing_id: listing.id, p_amount: amount })
      .single();
    if (error) throw new Error(`bid failed: ${error.message}`);
    return {
      listing,
      bidder: by,
      logId: (data as { log_id: number }).log_id,
      token: await accessToken(by.client),
    };
  }

  const notifiedAt = async (logId: number) =>
    (
      must(
        await service.from('auction_logs').select('notified_at').eq('id', logId).single(),
        'log',
      ) as { notified_at: string | null }
    ).notified_at;

  it("posts in the chat's language, a site setting staff change (English by default)", async () => {
    const chat = () =>
      actors.admin.client.from('site_settings').select('chat_language').eq('lang', 'en').single();
    expect(must(await chat(), 'setting')).toEqual({ chat_language: 'en' });
    const setTo = async (language: string) =>
      must(
        await actors.admin.client
          .from('site_settings')
          .update({ chat_language: language })
          .eq('lang', 'en')
          .select('chat_language'),
        'set the chat language',
      );
    expect(await setTo('sv')).toEqual([{ chat_language: 'sv' }]);
    try {
      const { listing, logId, token } = await acceptedBid();
      expect(await call({ log_id: logId }, token)).toMatchObject({ status: 200 });
      const [embed] = (capture.bodies[0] as { embeds: { title: string; fields: unknown[] }[] })
        .embeds;
      expect(embed?.title).toBe('Nytt bud i auktionshuset');
      expect(embed?.fields).toEqual([
        { name: 'Föremål', value: listing.item, inline: true },
        { name: 'Budgivare', value: expect.any(String), inline: true },
        { name: 'Bud', value: '26g 50s 1c', inline: true },
      ]);
      // Only the two languages of the site.
      const refused = await actors.admin.client
        .from('site_settings')
        .update({ chat_language: 'de' })
        .eq('lang', 'en');
      expect(refused.error?.code).toBe('23514');
    } finally {
      await setTo('en');
    }
  });

  it('posts the embed once per accepted bid, under the public name, pinging nobody', async () => {
    const { listing, bidder, logId, token } = await acceptedBid();
    const name = await choosePublicName(bidder);

    expect(await call({ log_id: logId }, token)).toEqual({
      status: 200,
      body: { delivered: true },
    });
    expect(capture.bodies).toEqual([
      {
        embeds: [
          {
            title: 'New Auction Bid',
            color: expect.any(Number),
            fields: [
              { name: 'Item', value: listing.item, inline: true },
              { name: 'Bidder', value: name, inline: true },
              { name: 'Bid Amount', value: '26g 50s 1c', inline: true },
            ],
            timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          },
        ],
        allowed_mentions: { parse: [] },
      },
    ]);
    expect(JSON.stringify(capture.bodies)).not.toContain(bidder.email.split('@')[0]);

    // A replay by the bidder does not post again.
    expect(await call({ log_id: logId }, token)).toEqual({
      status: 200,
      body: { delivered: false, reason: 'already notified' },
    });
    expect(capture.bodies).toHaveLength(1);
  });

  it("refuses to post someone else's bid", async () => {
    const { logId } = await acceptedBid();
    const intruder = await accessToken(actors.other.client);
    expect(await call({ log_id: logId }, intruder)).toEqual({
      status: 403,
      body: { error: 'You can only announce your own bid' },
    });
    expect(capture.bodies).toEqual([]);
    expect(await notifiedAt(logId)).toBeNull();
  });

  it('escapes a Markdown link, tags and mentions in every field', async () => {
    const bidder = await createBidder();
    // A public name holds only letters, digits and underscores; the item's name could hold more.
    const name = await choosePublicName(bidder, `Odd_${uniquePublicName()}`);
    const listing = await createListing({ starting_bid: 1_000 });
    must(
      await service
        .from('auction_listings')
        .update({ item: '@everyone [claim-your-prize](https://evil.example) <#1> **gold**' })
        .eq('id', listing.id),
      'set item',
    );
    const { data } = await bidder.client
      .rpc('place_bid', { p_listing_id: listing.id, p_amount: 1_001 })
      .single();
    const logId = (data as { log_id: number }).log_id;
    expect((await call({ log_id: logId }, await accessToken(bidder.client))).status).toBe(200);
    const [body] = capture.bodies as {
      embeds: { fields: { value: string }[] }[];
      allowed_mentions: unknown;
    }[];
    expect(body?.embeds[0]?.fields.map((field) => field.value)).toEqual([
      '@\u200beveryone \\[claim-your-prize\\]\\(https\u200b://evil.example\\) \\<#1> \\*\\*gold\\*\\*',
      name.replace('_', '\\_'),
      '10s 1c',
    ]);
    expect(body?.allowed_mentions).toEqual({ parse: [] });
  });

  it('logs a failing webhook, answers 200 and lets a later call retry', async () => {
    const { logId, token } = await acceptedBid();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    capture.status = 500;
    try {
      expect(await call({ log_id: logId }, token)).toEqual({
        status: 200,
        body: { delivered: false, reason: 'webhook failed' },
      });
      expect(logged).toHaveBeenCalledWith('Webhook failed: Internal Server Error');
    } finally {
      logged.mockRestore();
    }
    expect(await notifiedAt(logId)).toBeNull();
    capture.status = 204;
    expect(await call({ log_id: logId }, token)).toEqual({
      status: 200,
      body: { delivered: true },
    });
    expect(capture.bodies).toHaveLength(2);
  });

  it('posts at most 10 times a minute for one user (429 after)', async () => {
    const { logId, token } = await acceptedBid();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    capture.status = 500;
    try {
      // A failing webhook releases each claim, so the same bid can be retried: 10 attempts.
      for (let i = 0; i < 10; i += 1) {
        expect((await call({ log_id: logId }, token)).body).toEqual({
          delivered: false,
          reason: 'webhook failed',
        });
      }
    } finally {
      logged.mockRestore();
    }
    capture.status = 204;
    expect(await call({ log_id: logId }, token)).toEqual({
      status: 429,
      body: { error: 'You can announce at most 10 bids a minute. Please wait a moment.' },
    });
    expect(capture.bodies).toHaveLength(10);
    expect(await notifiedAt(logId)).toBeNull();
  });

  it("refuses a deleted account's still valid token", async () => {
    const { logId, bidder, token } = await acceptedBid();
    must(await service.from('users').delete().eq('id', bidder.user.id), 'delete user');
    expect(await call({ log_id: logId }, token)).toEqual({
      status: 403,
      body: { error: 'Your account no longer exists' },
    });
    expect(capture.bodies).toEqual([]);
    expect(await notifiedAt(logId)).toBeNull();
  });

  it('requires a signed-in caller and an existing log', async () => {
    const { logId, token } = await acceptedBid();
    expect((await call({ log_id: logId }, null)).status).toBe(401);
    expect((await call({ log_id: logId }, anonKey())).status).toBe(401);
    expect((await call({ log_id: 999_999_999 }, token)).status).toBe(404);
    expect((await call({ log_id: 'x' }, token)).status).toBe(400);
    expect(capture.bodies).toEqual([]);
  });

  it('answers "not configured" without a webhook URL, also through the stack', async () => {
    const { logId, bidder, token } = await acceptedBid();
    expect(await call({ log_id: logId }, token, '')).toEqual({
      status: 200,
      body: { delivered: false, reason: 'not configured' },
    });
    // The stack serves supabase/functions; the test stack has no AUCTION_WEBHOOK_URL.
    const { data, error } = await bidder.client.functions.invoke('auction-bid-notify', {
      body: { log_id: logId },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ delivered: false, reason: 'not configured' });
  });
});

// Bids hold money (issue 39): whatever this file did, the ledger adds up.
afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
});
