// /realtime/v1/websocket on the wire, checked against hosted Realtime's formats (Phoenix
// V1/V2 serializers, RealtimeWeb.UserSocket and RealtimeChannel): the gateway's key check,
// heartbeats, joins and their replies, system messages, postgres_changes frames, errors.
import { signJwt } from '../src/jwt.ts';
import { anonKey, jwtSecret, serviceClient, serviceRoleKey } from './helpers.ts';
import { openRawSocket, refusedHandshake, type RawSocket } from './realtime-helpers.ts';
import { createListing } from './db/fixtures.ts';

const service = serviceClient();
const sockets: RawSocket[] = [];

async function socket(vsn: '1.0.0' | '2.0.0', query?: Record<string, string>) {
  const s = await openRawSocket(vsn, query);
  sockets.push(s);
  return s;
}

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

const joinPayload = (extra: Record<string, unknown> = {}, token = anonKey()) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    private: false,
    ...extra,
  },
  access_token: token,
});

describe('realtime handshake', () => {
  it("refuses a socket without a project API key with the gateway's 401", async () => {
    expect(await refusedHandshake({ vsn: '2.0.0' })).toEqual({
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    });
    expect(await refusedHandshake({ vsn: '2.0.0', apikey: 'garbage' })).toEqual({
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    });
  });

  it('refuses a protocol version Phoenix does not serve', async () => {
    expect((await refusedHandshake({ vsn: '3.0.0', apikey: anonKey() })).status).toBe(403);
  });
});

describe.each(['1.0.0', '2.0.0'] as const)('realtime wire format, vsn %s', (vsn) => {
  it('answers a heartbeat on topic phoenix', async () => {
    const s = await socket(vsn);
    s.send({ joinRef: null, ref: '7', topic: 'phoenix', event: 'heartbeat', payload: {} });
    const reply = await s.inbox.next((m) => m.ref === '7');
    expect(reply).toMatchObject({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('joins with postgres_changes: ids in the reply, a system message, then changes', async () => {
    const listing = await createListing();
    const s = await socket(vsn);
    const binding = {
      event: '*',
      schema: 'public',
      table: 'auction_listings',
      filter: `id=eq.${listing.id}`,
    };
    s.send({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:wire',
      event: 'phx_join',
      payload: joinPayload({ postgres_changes: [binding] }),
    });
    const reply = await s.inbox.next((m) => m.event === 'phx_reply' && m.ref === '1');
    expect(reply).toMatchObject({
      topic: 'realtime:wire',
      payload: {
        status: 'ok',
        response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] },
      },
    });
    if (vsn === '2.0.0') expect(reply.joinRef).toBe('1');
    const [{ id }] = (reply.payload as { response: { postgres_changes: [{ id: number }] } })
      .response.postgres_changes;

    expect(await s.inbox.next((m) => m.event === 'system')).toMatchObject({
      ref: null,
      topic: 'realtime:wire',
      payload: {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'wire',
      },
    });

    await service.from('auction_listings').update({ current_bid: 5_000 }).eq('id', listing.id);
    const change = await s.inbox.next((m) => m.event === 'postgres_changes');
    expect(change).toMatchObject({ ref: null, topic: 'realtime:wire' });
    const { ids, data } = change.payload as { ids: number[]; data: Record<string, unknown> };
    expect(ids).toEqual([id]);
    expect(data).toMatchObject({
      schema: 'public',
      table: 'auction_listings',
      type: 'UPDATE',
      errors: null,
      old_record: { id: listing.id },
      record: { id: listing.id, current_bid: 5_000, item: listing.item },
    });
    expect(data.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.columns).toEqual(
      expect.arrayContaining([
        { name: 'id', type: 'int8' },
        { name: 'item', type: 'text' },
        { name: 'end_time', type: 'timestamptz' },
      ]),
    );
  });

  it('answers an unknown topic with "unmatched topic" and an empty name with TopicNameRequired', async () => {
    const s = await socket(vsn);
    s.send({ joinRef: '3', ref: '3', topic: 'lobby', event: 'phx_join', payload: {} });
    expect(await s.inbox.next((m) => m.ref === '3')).toMatchObject({
      payload: { status: 'error', response: { reason: 'unmatched topic' } },
    });
    s.send({
      joinRef: '4',
      ref: '4',
      topic: 'realtime:',
      event: 'phx_join',
      payload: joinPayload(),
    });
    expect(await s.inbox.next((m) => m.ref === '4')).toMatchObject({
      payload: {
        status: 'error',
        response: { reason: 'TopicNameRequired: You must provide a topic name' },
      },
    });
    s.send({
      joinRef: null,
      ref: '5',
      topic: 'realtime:not-joined',
      event: 'broadcast',
      payload: {},
    });
    expect(await s.inbox.next((m) => m.ref === '5')).toMatchObject({
      payload: { status: 'error', response: { reason: 'unmatched topic' } },
    });
  });

  it('leaves a channel: ok to phx_leave, then phx_close', async () => {
    const s = await socket(vsn);
    s.send({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:leave',
      event: 'phx_join',
      payload: joinPayload(),
    });
    await s.inbox.next((m) => m.ref === '1');
    s.send({ joinRef: '1', ref: '2', topic: 'realtime:leave', event: 'phx_leave', payload: {} });
    expect(await s.inbox.next((m) => m.ref === '2')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    expect(await s.inbox.next((m) => m.event === 'phx_close')).toMatchObject({
      topic: 'realtime:leave',
      ref: '1',
      payload: {},
    });
  });
});

describe('realtime join refusals', () => {
  const refusal = async (payload: unknown) => {
    const s = await socket('2.0.0');
    s.send({ joinRef: '1', ref: '1', topic: 'realtime:refused', event: 'phx_join', payload });
    const reply = await s.inbox.next((m) => m.ref === '1');
    return reply.payload as { status: string; response: { reason: string } };
  };

  it('refuses expired, forged and malformed tokens with hosted reasons', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ role: 'authenticated', sub: 'x', exp: now - 30 }, jwtSecret());
    const reply = await refusal(joinPayload({}, expired));
    expect(reply.status).toBe('error');
    expect(reply.response.reason).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    const forged = signJwt({ role: 'service_role', exp: now + 600 }, 'f'.repeat(40));
    expect(await refusal(joinPayload({}, forged))).toEqual({
      status: 'error',
      response: { reason: 'JwtSignatureError: Failed to validate JWT signature' },
    });
    expect(await refusal(joinPayload({}, 'not-a-jwt'))).toEqual({
      status: 'error',
      response: { reason: 'MalformedJWT: The token provided is not a valid JWT' },
    });
    const roleless = signJwt({ sub: 'x', exp: now + 600 }, jwtSecret());
    expect(await refusal(joinPayload({}, roleless))).toEqual({
      status: 'error',
      response: { reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' },
    });
  });

  it('refuses a private channel to anon (no realtime.messages policies) but not to service_role', async () => {
    expect(await refusal(joinPayload({ private: true }))).toEqual({
      status: 'error',
      response: {
        reason:
          'Unauthorized: You do not have permissions to read from this Channel topic: refused',
      },
    });
    expect((await refusal(joinPayload({ private: true }, serviceRoleKey()))).status).toBe('ok');
  });

  it('reports a bad filter and an unpublished table in a system message', async () => {
    const s = await socket('2.0.0');
    s.send({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:bad-filter',
      event: 'phx_join',
      payload: joinPayload({
        postgres_changes: [
          { event: '*', schema: 'public', table: 'auction_listings', filter: 'id=foo.1' },
        ],
      }),
    });
    expect(await s.inbox.next((m) => m.ref === '1')).toMatchObject({ payload: { status: 'ok' } });
    expect(
      await s.inbox.next((m) => m.topic === 'realtime:bad-filter' && m.event === 'system'),
    ).toMatchObject({
      payload: {
        extension: 'postgres_changes',
        status: 'error',
        message: 'Error parsing `filter` params: ["foo", "1"]',
      },
    });

    s.send({
      joinRef: '2',
      ref: '2',
      topic: 'realtime:unpublished',
      event: 'phx_join',
      payload: joinPayload({
        postgres_changes: [{ event: '*', schema: 'public', table: 'users' }],
      }),
    });
    expect(
      await s.inbox.next((m) => m.topic === 'realtime:unpublished' && m.event === 'system'),
    ).toMatchObject({
      payload: {
        status: 'error',
        message:
          'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: users, filters: [], select: nil]',
      },
    });

    s.send({
      joinRef: '3',
      ref: '3',
      topic: 'realtime:bad-value',
      event: 'phx_join',
      payload: joinPayload({
        postgres_changes: [
          { event: '*', schema: 'public', table: 'auction_listings', filter: 'id=eq.abc' },
        ],
      }),
    });
    const badValue = await s.inbox.next(
      (m) => m.topic === 'realtime:bad-value' && m.event === 'system',
    );
    expect((badValue.payload as { message: string }).message).toMatch(
      /^Unable to subscribe to changes with given parameters\. An exception happened .*Exception: ERROR 22P02 invalid input syntax for type bigint: "abc"$/,
    );
  });
});
