// /realtime/v1/websocket: the Phoenix channel server as hosted Supabase Realtime runs it
// (RealtimeWeb.UserSocket, RealtimeChannel), for unmodified supabase-js. Per socket: heartbeats,
// channels ("realtime:<name>") joined with a config and an access token, postgres_changes
// (change-feed.ts), broadcast, presence, token refresh (`access_token`) and expiry. Also
// POST /realtime/v1/api/broadcast, where supabase-js sends a broadcast without a joined channel.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db.ts';
import { BadJsonError, BodyTooLargeError, bearerToken, readJsonObject, sendJson } from '../http.ts';
import { bindingId, inspect, parseChangeParams, type ChangeParams } from './change-params.ts';
import {
  ChangeFeed,
  type Binding,
  type ChangeData,
  type ChangeSubscriber,
  type Claims,
} from './change-feed.ts';
import { TopicPresence, type PresenceDiff } from './presence.ts';
import {
  decodeFrame,
  encodeMessage,
  encodePush,
  encodeReply,
  encodeUserBroadcast,
  negotiateVsn,
  ProtocolError,
  type Frame,
  type Message,
  type UserBroadcastPush,
  type Vsn,
} from './protocol.ts';
import { checkToken, joinRefusal, shutdownMessage } from './token.ts';

export interface RealtimeOptions {
  db: Database;
  jwtSecret: string;
  log: (line: string) => void;
  /** How often queued changes are read while someone subscribes. */
  pollMs?: number;
}

export interface Realtime {
  start(): Promise<void>;
  /** Completes a WebSocket upgrade the gateway has let through (host and API key checked). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** The HTTP routes under /realtime/v1 (path without the prefix). */
  handleHttp(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  stop(): Promise<void>;
}

// Phoenix's defaults as hosted configures them.
const MAX_FRAME_BYTES = 5_000_000;
const IDLE_TIMEOUT_MS = 60_000;
const MAX_CHANNELS_PER_SOCKET = 100;
const CONFIRM_TOKEN_INTERVAL_MS = 5 * 60_000;
const PRESENCE_CALLS_PER_WINDOW = 5;
const PRESENCE_WINDOW_MS = 30_000;

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Raw HTTP answer on a socket whose upgrade is refused. */
export function refuseUpgrade(socket: Duplex, status: number, body: unknown): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const reason =
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      421: 'Misdirected Request',
    }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      (payload ? 'content-type: application/json; charset=utf-8\r\n' : '') +
      `content-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n${payload}`,
  );
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { db, jwtSecret, log } = options;
  const feed = new ChangeFeed(db, log, options.pollMs);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  /** Joined channels by tenant topic: public `<name>`, private `private:<name>`. */
  const topics = new Map<string, Set<Channel>>();
  const presence = new Map<string, TopicPresence<Channel>>();
  const connections = new Set<Connection>();
  let stopping: Promise<void> | undefined;

  function subscribersOf(tenantTopic: string): Set<Channel> {
    let set = topics.get(tenantTopic);
    if (!set) topics.set(tenantTopic, (set = new Set()));
    return set;
  }

  function presenceOf(tenantTopic: string): TopicPresence<Channel> {
    let topic = presence.get(tenantTopic);
    if (!topic) presence.set(tenantTopic, (topic = new TopicPresence()));
    return topic;
  }

  /** presence_diff goes to every channel of the topic, the tracking one included. */
  function publishPresence(tenantTopic: string, diff: PresenceDiff | null): void {
    if (!diff) return;
    for (const channel of topics.get(tenantTopic) ?? []) {
      channel.connection.send(
        encodePush(channel.topic, 'presence_diff', diff, channel.connection.vsn),
      );
    }
  }

  /** A JSON broadcast from a V1 client, a V2 text frame or the REST API. */
  function broadcastJson(tenantTopic: string, payload: unknown, from: Channel | null): void {
    for (const channel of topics.get(tenantTopic) ?? []) {
      if (channel === from && !channel.selfBroadcast) continue;
      channel.connection.send(
        encodePush(channel.topic, 'broadcast', payload, channel.connection.vsn),
      );
    }
  }

  class Channel implements ChangeSubscriber {
    bindings: Binding[] = [];
    private currentClaims: Claims;
    private tokenTimer: NodeJS.Timeout | null = null;
    private presenceCalls: number[] = [];
    readonly tenantTopic: string;

    constructor(
      readonly connection: Connection,
      readonly topic: string,
      readonly joinRef: string | null,
      readonly subTopic: string,
      readonly isPrivate: boolean,
      private accessToken: string,
      claims: Claims,
      exp: number,
      readonly selfBroadcast: boolean,
      readonly ackBroadcast: boolean,
      readonly presenceKey: string,
    ) {
      this.currentClaims = claims;
      this.tenantTopic = isPrivate ? `private:${subTopic}` : subTopic;
      this.scheduleTokenCheck(exp);
    }

    claims(): Claims {
      return this.currentClaims;
    }

    deliver(ids: number[], data: ChangeData): void {
      this.connection.send(
        encodePush(this.topic, 'postgres_changes', { ids, data }, this.connection.vsn),
      );
    }

    system(extension: string, status: 'ok' | 'error', message: string): void {
      this.connection.send(
        encodePush(
          this.topic,
          'system',
          { extension, status, message, channel: this.subTopic },
          this.connection.vsn,
        ),
      );
    }

    /** RealtimeChannel's confirm_token: again when the token expires (at most every 5 min). */
    private scheduleTokenCheck(exp: number): void {
      if (this.tokenTimer) clearTimeout(this.tokenTimer);
      const untilExpiry = exp * 1000 - Date.now() + 1;
      this.tokenTimer = setTimeout(
        () => this.confirmToken(),
        Math.max(0, Math.min(CONFIRM_TOKEN_INTERVAL_MS, untilExpiry)),
      );
      this.tokenTimer.unref();
    }

    private confirmToken(): void {
      const check = checkToken(this.accessToken, jwtSecret);
      if (check.ok) this.scheduleTokenCheck(check.exp);
      else this.shutdown(shutdownMessage(check));
    }

    refreshToken(token: unknown): void {
      if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken)
        return;
      const check = checkToken(token, jwtSecret);
      if (!check.ok) return this.shutdown(shutdownMessage(check));
      if (this.isPrivate && check.claims.role !== 'service_role') {
        return this.shutdown(
          `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
        );
      }
      this.accessToken = token;
      this.currentClaims = check.claims;
      this.scheduleTokenCheck(check.exp);
    }

    /** Hosted's shutdown_response: a system error, then the channel closes. */
    shutdown(message: string): void {
      this.system('system', 'error', message);
      this.connection.closeChannel(this, true);
    }

    /** Presence's client rate limit: 5 calls per 30 s, then the channel is shut down. */
    presenceAllowed(): boolean {
      const now = Date.now();
      this.presenceCalls = this.presenceCalls.filter((at) => now - at < PRESENCE_WINDOW_MS);
      this.presenceCalls.push(now);
      return this.presenceCalls.length <= PRESENCE_CALLS_PER_WINDOW;
    }

    dispose(): void {
      if (this.tokenTimer) clearTimeout(this.tokenTimer);
      feed.remove(this);
      topics.get(this.tenantTopic)?.delete(this);
      const topicPresence = presence.get(this.tenantTopic);
      if (topicPresence) publishPresence(this.tenantTopic, topicPresence.untrack(this));
    }
  }

  class Connection {
    readonly channels = new Map<string, Channel>();
    private queue: Promise<void> = Promise.resolve();
    private idleTimer: NodeJS.Timeout | null = null;

    constructor(
      readonly ws: WebSocket,
      readonly vsn: Vsn,
      /** The socket's own token (the apikey), used when a join brings none. */
      readonly socketToken: string,
    ) {
      this.touch();
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        this.touch();
        // One message after another, as a Phoenix socket process handles them.
        this.queue = this.queue
          .then(() => this.handle(data, isBinary))
          .catch((error: unknown) => log(`realtime: ${(error as Error).stack ?? String(error)}`));
      });
      ws.on('close', () => this.dispose());
      ws.on('error', () => ws.terminate());
    }

    /** Phoenix closes a socket that sent nothing (not even a heartbeat) for 60 s. */
    private touch(): void {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.ws.close(1000), IDLE_TIMEOUT_MS);
      this.idleTimer.unref();
    }

    send(frame: Frame | null): void {
      if (frame && this.ws.readyState === this.ws.OPEN) {
        this.ws.send(frame.data, { binary: frame.binary });
      }
    }

    reply(request: Message | UserBroadcastPush, status: 'ok' | 'error', response: unknown): void {
      this.send(encodeReply(request, status, response, this.vsn));
    }

    closeChannel(channel: Channel, notify: boolean): void {
      if (this.channels.get(channel.topic) !== channel) return;
      this.channels.delete(channel.topic);
      channel.dispose();
      if (notify) {
        const { joinRef, topic } = channel;
        this.send(
          encodeMessage(
            { joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} },
            this.vsn,
          ),
        );
      }
    }

    dispose(): void {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      for (const channel of [...this.channels.values()]) this.closeChannel(channel, false);
      connections.delete(this);
    }

    private async handle(data: Buffer, isBinary: boolean): Promise<void> {
      let message: Message | UserBroadcastPush;
      try {
        message = decodeFrame(data, isBinary, this.vsn);
      } catch (error) {
        // Hosted logs MalformedWebSocketMessage and keeps the socket.
        if (error instanceof ProtocolError) return;
        throw error;
      }
      if ('kind' in message) {
        const channel = this.channels.get(message.topic);
        if (!channel) return this.reply(message, 'error', { reason: 'unmatched topic' });
        return this.userBroadcast(channel, message);
      }
      if (message.topic === 'phoenix' && message.event === 'heartbeat') {
        return this.reply({ ...message, joinRef: null }, 'ok', {});
      }
      if (message.event === 'phx_join') return this.join(message);
      const channel = this.channels.get(message.topic);
      if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
        if (channel) return; // a stale message to an earlier join
        if (message.event === 'phx_leave') return this.reply(message, 'ok', {});
        return this.reply({ ...message, joinRef: null }, 'error', { reason: 'unmatched topic' });
      }
      switch (message.event) {
        case 'phx_leave':
          this.reply({ ...message, joinRef: channel.joinRef }, 'ok', {});
          return this.closeChannel(channel, true);
        case 'access_token':
          return channel.refreshToken(isMap(message.payload) ? message.payload.access_token : null);
        case 'broadcast':
          broadcastJson(channel.tenantTopic, message.payload, channel);
          if (channel.ackBroadcast) this.reply(message, 'ok', {});
          return;
        case 'presence':
          return this.presence(channel, message);
        default:
          // Hosted ignores unexpected client messages.
          return;
      }
    }

    private userBroadcast(channel: Channel, push: UserBroadcastPush): void {
      for (const receiver of topics.get(channel.tenantTopic) ?? []) {
        if (receiver === channel && !channel.selfBroadcast) continue;
        receiver.connection.send(
          encodeUserBroadcast(
            receiver.topic,
            push.userEvent,
            push.encoding,
            push.payload,
            receiver.connection.vsn,
          ),
        );
      }
      if (channel.ackBroadcast) this.reply(push, 'ok', {});
    }

    private presence(channel: Channel, message: Message): void {
      const payload = isMap(message.payload) ? message.payload : {};
      const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
      if (!channel.presenceAllowed())
        return channel.shutdown('Client presence rate limit exceeded');
      const topicPresence = presenceOf(channel.tenantTopic);
      if (event === 'track') {
        const meta = payload.payload ?? {};
        if (!isMap(meta)) {
          return this.reply(message, 'error', { reason: 'Presence track payload must be a map' });
        }
        publishPresence(
          channel.tenantTopic,
          topicPresence.track(channel, channel.presenceKey, meta),
        );
        return this.reply(message, 'ok', {});
      }
      if (event === 'untrack') {
        publishPresence(channel.tenantTopic, topicPresence.untrack(channel));
        return this.reply(message, 'ok', {});
      }
      return this.reply(message, 'error', {});
    }

    private async join(message: Message): Promise<void> {
      const { topic } = message;
      if (!topic.startsWith('realtime:')) {
        return this.reply({ ...message, joinRef: null }, 'error', { reason: 'unmatched topic' });
      }
      const refuse = (reason: string) => this.reply(message, 'error', { reason });
      // A second join of a topic replaces the first (Phoenix closes the old channel).
      const existing = this.channels.get(topic);
      if (existing) this.closeChannel(existing, true);
      const subTopic = topic.slice('realtime:'.length);
      if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
      if (this.channels.size >= MAX_CHANNELS_PER_SOCKET) {
        return refuse('ChannelRateLimitReached: Too many channels');
      }

      const params = isMap(message.payload) ? message.payload : {};
      const config = isMap(params.config) ? params.config : {};
      const given =
        typeof params.access_token === 'string' ? params.access_token : params.user_token;
      const accessToken =
        typeof given === 'string' && !given.startsWith('sb_') ? given : this.socketToken;
      const check = checkToken(accessToken, jwtSecret);
      if (!check.ok) return refuse(joinRefusal(check));

      const isPrivate = config.private === true || config.private === 'true';
      if (isPrivate && check.claims.role !== 'service_role') {
        // Authorization on private channels reads realtime.messages policies, which this
        // project has none of: only the role that bypasses row-level security gets in.
        return refuse(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
      }

      const broadcast = isMap(config.broadcast) ? config.broadcast : {};
      const presenceConfig = isMap(config.presence) ? config.presence : {};
      const key = presenceConfig.key;
      const channel = new Channel(
        this,
        topic,
        message.joinRef,
        subTopic,
        isPrivate,
        accessToken,
        check.claims,
        check.exp,
        broadcast.self === true,
        broadcast.ack === true,
        key === undefined || key === null || key === '' ? randomUUID() : String(key),
      );

      const requested = Array.isArray(config.postgres_changes)
        ? config.postgres_changes.filter((p) => p !== null && p !== undefined)
        : [];
      const subscription = await this.subscribe(channel, requested).catch(
        (error: unknown) =>
          `Unable to subscribe to changes with given parameters. Exception: ${(error as Error).message}`,
      );

      this.channels.set(topic, channel);
      subscribersOf(channel.tenantTopic).add(channel);
      this.reply(message, 'ok', {
        postgres_changes: requested.map((p) => ({ ...(isMap(p) ? p : {}), id: bindingId(p) })),
      });
      if (requested.length) {
        if (subscription === null) {
          feed.add(channel);
          channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
        } else {
          channel.system('postgres_changes', 'error', subscription);
        }
      }
      const presenceEnabled = presenceConfig.enabled === true || presenceConfig.enabled === 'true';
      if (presenceEnabled) {
        this.send(
          encodePush(topic, 'presence_state', presenceOf(channel.tenantTopic).state(), this.vsn),
        );
      }
    }

    /**
     * Resolves the channel's postgres_changes bindings against the publication, as hosted's
     * Subscriptions.create does (all or none); returns the error message, or null.
     */
    private async subscribe(channel: Channel, requested: unknown[]): Promise<string | null> {
      const role =
        typeof channel.claims().role === 'string' ? (channel.claims().role as string) : '';
      const since = await feed.watermark();
      const bindings: Binding[] = [];
      for (const raw of requested) {
        const parsed = parseChangeParams(raw);
        if (!parsed.ok) return parsed.error;
        const params = parsed.value;
        const described = describe(params);
        const entities = await feed.entitiesFor(params);
        if (!entities.length) {
          return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`;
        }
        for (const entity of entities) {
          const problem = await feed.checkSubscription(params, entity, role);
          if (problem) {
            return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${described}]. Exception: ${problem}`;
          }
        }
        bindings.push({ id: bindingId(raw), params, entities: new Set(entities), since });
      }
      channel.bindings = bindings;
      return null;
    }
  }

  /** Subscriptions.params_to_log. */
  function describe(params: ChangeParams): string {
    const filters = params.filters.map(
      (f) => `{${inspect(f.column)}, ${inspect(f.op)}, ${inspect(f.value)}, ${f.negate}}`,
    );
    return [
      `event: ${params.action}`,
      `schema: ${params.schema}`,
      `table: ${params.table}`,
      `filters: [${filters.join(', ')}]`,
      `select: ${params.select ? inspect(params.select) : 'nil'}`,
    ].join(', ');
  }

  /** POST /api/broadcast {messages: [{topic, event, payload, private}]} → 202. */
  async function broadcastApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = bearerToken(req) ?? (req.headers.apikey as string | undefined);
    const check = checkToken(token, jwtSecret);
    if (!check.ok) return sendJson(res, 401, { message: 'Invalid JWT' });
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, MAX_FRAME_BYTES);
    } catch (error) {
      if (error instanceof BadJsonError || error instanceof BodyTooLargeError) {
        return sendJson(res, 400, { message: error.message });
      }
      throw error;
    }
    const messages = Array.isArray(body.messages) ? body.messages : null;
    if (
      !messages ||
      !messages.every((m) => isMap(m) && typeof m.topic === 'string' && typeof m.event === 'string')
    ) {
      return sendJson(res, 422, { errors: { messages: ['is invalid'] } });
    }
    for (const m of messages as Record<string, unknown>[]) {
      const isPrivate = m.private === true;
      if (isPrivate && check.claims.role !== 'service_role') continue;
      const tenantTopic = isPrivate ? `private:${m.topic as string}` : (m.topic as string);
      broadcastJson(
        tenantTopic,
        { type: 'broadcast', event: m.event, payload: m.payload ?? {} },
        null,
      );
    }
    res.writeHead(202).end();
  }

  return {
    start: () => feed.start(),

    upgrade(req, socket, head, url) {
      const vsn = negotiateVsn(url.searchParams.get('vsn'));
      if (!vsn) return refuseUpgrade(socket, 403, undefined);
      // The socket's token is its apikey (hosted: the x-api-key header or the apikey parameter).
      const header = req.headers['x-api-key'] ?? req.headers.apikey;
      const token = (typeof header === 'string' ? header : null) ?? url.searchParams.get('apikey');
      if (typeof token !== 'string')
        return refuseUpgrade(socket, 401, { error: 'API key is missing' });
      const check = checkToken(token, jwtSecret);
      if (!check.ok) {
        const error = {
          expired: 'Token has expired',
          missing_claims: 'Fields `role` and `exp` are required in JWT',
          malformed: 'The token provided is not a valid JWT',
          signature: 'Failed to validate JWT signature',
        }[check.problem];
        return refuseUpgrade(socket, 401, { error });
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        connections.add(new Connection(ws, vsn, token));
      });
    },

    async handleHttp(req, res, path) {
      if (path === '/api/broadcast' && req.method === 'POST') return broadcastApi(req, res);
      if (path === '/websocket')
        return sendJson(res, 400, { message: 'WebSocket upgrade required' });
      sendJson(res, 404, { message: 'no Route matched with those values' });
    },

    stop() {
      stopping ??= (async () => {
        for (const connection of connections) connection.ws.terminate();
        wss.close();
        await feed.stop();
      })();
      return stopping;
    },
  };
}
