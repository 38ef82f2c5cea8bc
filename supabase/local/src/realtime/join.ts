// phx_join, as hosted's RealtimeChannel.join: the topic, the access token (the join's own, else
// the socket's), private channels, and the postgres_changes bindings resolved against the
// publication, answered with a system message saying whether they are followed.
import { randomUUID } from 'node:crypto';
import type { ChangeFeed } from './change-feed.ts';
import type { Binding } from './change-payload.ts';
import { bindingId, inspect, parseChangeParams, type ChangeParams } from './change-params.ts';
import { Channel } from './channel.ts';
import { isMap, type ChannelSocket, type Hub } from './hub.ts';
import { encodePush, type Message } from './protocol.ts';
import { checkToken, joinRefusal } from './token.ts';

const MAX_CHANNELS_PER_SOCKET = 100;

/** The socket a join arrives on (connection.ts): its channels, its own token, its replies. */
export interface JoiningSocket extends ChannelSocket {
  readonly channels: Map<string, Channel>;
  readonly socketToken: string;
  reply(request: Message, status: 'ok' | 'error', response: unknown): void;
}

/** phx_join: checks the topic and token, then joins (see the file's comment). */
export async function joinChannel(
  hub: Hub,
  connection: JoiningSocket,
  message: Message,
): Promise<void> {
  const { topic } = message;
  if (!topic.startsWith('realtime:')) {
    return connection.reply({ ...message, joinRef: null }, 'error', { reason: 'unmatched topic' });
  }
  const refuse = (reason: string) => connection.reply(message, 'error', { reason });
  // A second join of a topic replaces the first (Phoenix closes the old channel).
  const existing = connection.channels.get(topic);
  if (existing) connection.closeChannel(existing, true);
  const subTopic = topic.slice('realtime:'.length);
  if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
  if (connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
    return refuse('ChannelRateLimitReached: Too many channels');
  }

  const params = isMap(message.payload) ? message.payload : {};
  const config = isMap(params.config) ? params.config : {};
  const given = typeof params.access_token === 'string' ? params.access_token : params.user_token;
  const accessToken =
    typeof given === 'string' && !given.startsWith('sb_') ? given : connection.socketToken;
  const check = checkToken(accessToken, hub.jwtSecret);
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
    hub,
    connection,
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
  const subscription = await subscribe(hub.feed, channel, requested).catch(
    (error: unknown) =>
      `Unable to subscribe to changes with given parameters. Exception: ${(error as Error).message}`,
  );

  connection.channels.set(topic, channel);
  hub.subscribersOf(channel.tenantTopic).add(channel);
  connection.reply(message, 'ok', {
    postgres_changes: requested.map((p) => ({ ...(isMap(p) ? p : {}), id: bindingId(p) })),
  });
  if (requested.length) {
    if (subscription === null) {
      hub.feed.add(channel);
      channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    } else {
      channel.system('postgres_changes', 'error', subscription);
    }
  }
  const presenceEnabled = presenceConfig.enabled === true || presenceConfig.enabled === 'true';
  if (presenceEnabled) {
    connection.send(
      encodePush(
        topic,
        'presence_state',
        hub.presenceOf(channel.tenantTopic).state(),
        connection.vsn,
      ),
    );
  }
}

/**
 * Resolves the channel's postgres_changes bindings against the publication, as hosted's
 * Subscriptions.create does (all or none); returns the error message, or null.
 */
async function subscribe(
  feed: ChangeFeed,
  channel: Channel,
  requested: unknown[],
): Promise<string | null> {
  const role = typeof channel.claims().role === 'string' ? (channel.claims().role as string) : '';
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
