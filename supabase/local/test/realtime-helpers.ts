// Realtime test tools: a raw Phoenix socket that speaks the wire format itself (independent of
// the server's code), an event collector for supabase-js channels, and a TCP relay whose
// connections a test can cut to simulate a dropped network.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, stackUrl } from './helpers.ts';

export interface WireMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** Resolves with the first item `check` accepts, now or later; rejects after `ms`. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { check: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => {
      if (!w.check(item)) return true;
      w.resolve(item);
      return false;
    });
  }

  next(check: (item: T) => boolean, what = 'message', ms = 10_000): Promise<T> {
    const found = this.items.find(check);
    if (found) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.check !== check);
        reject(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(this.items)}`));
      }, ms);
      this.waiters.push({
        check,
        resolve: (item) => {
          clearTimeout(timer);
          resolve(item);
        },
      });
    });
  }
}

export interface RawSocket {
  ws: WebSocket;
  inbox: Inbox<WireMessage>;
  send(message: WireMessage): void;
  sendRaw(data: string | Buffer): void;
  close(): Promise<void>;
}

function realtimeUrl(query: Record<string, string>): string {
  const url = new URL('/realtime/v1/websocket', stackUrl().replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The HTTP status and body a refused WebSocket handshake answers. */
export function refusedHandshake(
  query: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(realtimeUrl(query));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: body ? JSON.parse(body) : null }),
      );
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('the handshake was accepted'));
    });
    ws.on('error', () => undefined);
  });
}

/** vsn 2.0.0 frames: JSON arrays, and binary user broadcasts (kind 4). */
function decode(data: Buffer, isBinary: boolean, vsn: string): WireMessage {
  if (isBinary) {
    const [kind, topicSize, eventSize, metaSize, encoding] = data;
    if (kind !== 4) throw new Error(`unexpected binary kind ${kind}`);
    let offset = 5;
    const take = (size: number) => data.subarray(offset, (offset += size)).toString('utf8');
    const topic = take(topicSize!);
    const event = take(eventSize!);
    take(metaSize!);
    const rest = data.subarray(offset);
    return {
      joinRef: null,
      ref: null,
      topic,
      event: 'broadcast',
      payload: {
        type: 'broadcast',
        event,
        payload: encoding === 1 ? JSON.parse(rest.toString('utf8')) : rest,
      },
    };
  }
  const parsed = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0') {
    const [joinRef, ref, topic, event, payload] = parsed;
    return { joinRef, ref, topic, event, payload };
  }
  return { joinRef: parsed.join_ref ?? null, ...parsed };
}

export async function openRawSocket(
  vsn: '1.0.0' | '2.0.0',
  query: Record<string, string> = { apikey: anonKey() },
): Promise<RawSocket> {
  const ws = new WebSocket(realtimeUrl({ ...query, vsn }));
  const inbox = new Inbox<WireMessage>();
  ws.on('message', (data: Buffer, isBinary: boolean) => inbox.push(decode(data, isBinary, vsn)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    inbox,
    send(m) {
      ws.send(
        JSON.stringify(
          vsn === '2.0.0'
            ? [m.joinRef, m.ref, m.topic, m.event, m.payload]
            : {
                topic: m.topic,
                event: m.event,
                payload: m.payload,
                ref: m.ref,
                join_ref: m.joinRef,
              },
        ),
      );
    },
    sendRaw: (data) => ws.send(data),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** What one supabase-js channel received. */
export interface ChannelEvents {
  channel: RealtimeChannel;
  statuses: Inbox<{ status: string; error?: string }>;
  changes: Inbox<
    Record<string, unknown> & {
      eventType: string;
      new: Record<string, unknown>;
      old: Record<string, unknown>;
      errors: string[] | null;
    }
  >;
  system: Inbox<Record<string, unknown>>;
}

/**
 * Subscribes `client` to postgres_changes with the given bindings and waits until the server
 * confirms the subscription ("Subscribed to PostgreSQL").
 */
export async function subscribeChanges(
  client: SupabaseClient,
  name: string,
  bindings: {
    event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
    schema: string;
    table: string;
    filter?: string;
  }[],
  { waitForSystem = true } = {},
): Promise<ChannelEvents> {
  const events: ChannelEvents = {
    channel: client.channel(name),
    statuses: new Inbox(),
    changes: new Inbox(),
    system: new Inbox(),
  };
  for (const binding of bindings) {
    events.channel.on('postgres_changes', binding, (payload) =>
      events.changes.push(payload as never),
    );
  }
  events.channel.on('system', {}, (payload) => events.system.push(payload));
  events.channel.subscribe((status, error) =>
    events.statuses.push({ status, error: error?.message }),
  );
  await events.statuses.next((s) => s.status === 'SUBSCRIBED', 'SUBSCRIBED');
  if (waitForSystem) await events.system.next((s) => s.extension === 'postgres_changes', 'system');
  return events;
}

/** A TCP relay to the stack; `cut()` drops every connection through it, as a lost network would. */
export async function startRelay(): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const target = new URL(stackUrl());
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}

/** A client of the stack through another URL (a relay), signed in with `accessToken` if given. */
export function clientVia(url: string): SupabaseClient {
  return createClient(url, anonKey(), {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
