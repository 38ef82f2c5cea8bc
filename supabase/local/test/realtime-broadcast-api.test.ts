// Realtime's single broadcast API (BroadcastSingleController), which supabase-js's
// channel.httpSend() calls: POST /realtime/v1/api/broadcast/<topic>/events/<event>, JSON or
// binary body, 202; delivered as a user broadcast (binary frames to V2 sockets, the JSON
// broadcast to V1 ones); private topics need write rights (here: the service role).
import { randomUUID } from 'node:crypto';
import { anonClient, anonKey, serviceClient, serviceRoleKey, stackUrl } from './helpers.ts';
import { openRawSocket, type RawSocket } from './realtime-helpers.ts';

const sockets: RawSocket[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

/** A raw socket joined to `topic` (public unless the service role joins it privately). */
async function listener(vsn: '1.0.0' | '2.0.0', topic: string, isPrivate = false) {
  const token = isPrivate ? serviceRoleKey() : anonKey();
  const s = await openRawSocket(vsn, { apikey: token });
  sockets.push(s);
  s.send({
    joinRef: '1',
    ref: '1',
    topic: `realtime:${topic}`,
    event: 'phx_join',
    payload: {
      config: { broadcast: { ack: false, self: false }, private: isPrivate },
      access_token: token,
    },
  });
  await s.inbox.next((m) => m.ref === '1' && m.event === 'phx_reply', 'join reply');
  return s;
}

const broadcastOf = (s: RawSocket, event: string) =>
  s.inbox.next(
    (m) => m.event === 'broadcast' && (m.payload as { event?: string }).event === event,
    `broadcast ${event}`,
  );

it('httpSend() reaches V1 and V2 subscribers of the topic and resolves { success: true }', async () => {
  const topic = `room-${randomUUID().slice(0, 8)}`;
  const [v1, v2] = await Promise.all([listener('1.0.0', topic), listener('2.0.0', topic)]);
  const sent = await anonClient().channel(topic).httpSend('moved', { x: 3, y: 4 });
  expect(sent).toEqual({ success: true });
  const expected = { type: 'broadcast', event: 'moved', payload: { x: 3, y: 4 } };
  expect((await broadcastOf(v1, 'moved')).payload).toEqual(expected);
  expect((await broadcastOf(v2, 'moved')).payload).toEqual(expected);
});

it('carries a binary payload to V2 sockets', async () => {
  const topic = `bin-${randomUUID().slice(0, 8)}`;
  const v2 = await listener('2.0.0', topic);
  const bytes = new Uint8Array([0, 1, 2, 250]);
  expect(await anonClient().channel(topic).httpSend('blob', bytes.buffer)).toEqual({
    success: true,
  });
  const received = (await broadcastOf(v2, 'blob')).payload as { payload: Buffer };
  expect([...received.payload]).toEqual([0, 1, 2, 250]);
});

it('sends to a private topic only with write rights: anon is refused, the service role is not', async () => {
  const topic = `private-${randomUUID().slice(0, 8)}`;
  const listening = await listener('2.0.0', topic, true);
  const anon = anonClient().channel(topic, { config: { private: true } });
  await expect(anon.httpSend('secret', { n: 1 })).rejects.toThrow('Unauthorized');
  const service = serviceClient().channel(topic, { config: { private: true } });
  expect(await service.httpSend('secret', { n: 2 })).toEqual({ success: true });
  expect(
    ((await broadcastOf(listening, 'secret')).payload as { payload: unknown }).payload,
  ).toEqual({ n: 2 });
  expect(listening.inbox.items.filter((m) => m.event === 'broadcast')).toHaveLength(1);
});

it('answers a body that is neither JSON nor binary with 415, and a bad token with 401', async () => {
  const url = `${stackUrl()}/realtime/v1/api/broadcast/room/events/e`;
  const text = await fetch(url, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'text/plain' },
    body: 'hi',
  });
  expect({ status: text.status, body: await text.json() }).toEqual({
    status: 415,
    body: { error: 'Unsupported Media Type. Use application/json or application/octet-stream' },
  });
  const forged = await fetch(url, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: 'Bearer not.a.jwt',
      'content-type': 'application/json',
    },
    body: '{}',
  });
  expect(forged.status).toBe(401);
});
