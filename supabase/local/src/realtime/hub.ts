// What the channels of one Realtime server share: the joined channels per topic (for broadcast
// and presence), each topic's presence, the open sockets, the change feed and the JWT secret.
// The hub knows channels and sockets only by the interfaces below, so the modules depend one
// way: hub ← channel ← join ← connection ← server.
import type { ChangeFeed } from './change-feed.ts';
import { TopicPresence, type PresenceDiff } from './presence.ts';
import { encodePush, encodeUserBroadcast, type Frame, type Vsn } from './protocol.ts';

export const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a channel needs of the socket it was joined on (connection.ts). */
export interface ChannelSocket {
  readonly vsn: Vsn;
  send(frame: Frame | null): void;
  closeChannel(channel: HubChannel, notify: boolean): void;
}

/** A joined channel as the hub reaches it (channel.ts). */
export interface HubChannel {
  /** The client's topic, "realtime:<name>". */
  readonly topic: string;
  readonly connection: ChannelSocket;
  /** broadcast.self: the sender receives its own broadcasts. */
  readonly selfBroadcast: boolean;
}

export class Hub {
  /** Joined channels by tenant topic: public `<name>`, private `private:<name>`. */
  readonly topics = new Map<string, Set<HubChannel>>();
  readonly presence = new Map<string, TopicPresence<HubChannel>>();
  /** Open sockets, closed at once when the server stops. */
  readonly connections = new Set<{ readonly ws: { terminate(): void } }>();

  constructor(
    readonly feed: ChangeFeed,
    readonly jwtSecret: string,
    readonly log: (line: string) => void,
  ) {}

  subscribersOf(tenantTopic: string): Set<HubChannel> {
    let set = this.topics.get(tenantTopic);
    if (!set) this.topics.set(tenantTopic, (set = new Set()));
    return set;
  }

  presenceOf(tenantTopic: string): TopicPresence<HubChannel> {
    let topic = this.presence.get(tenantTopic);
    if (!topic) this.presence.set(tenantTopic, (topic = new TopicPresence()));
    return topic;
  }

  /** presence_diff goes to every channel of the topic, the tracking one included. */
  publishPresence(tenantTopic: string, diff: PresenceDiff | null): void {
    if (!diff) return;
    for (const channel of this.topics.get(tenantTopic) ?? []) {
      channel.connection.send(
        encodePush(channel.topic, 'presence_diff', diff, channel.connection.vsn),
      );
    }
  }

  /** A JSON broadcast from a V1 client, a V2 text frame or the REST API. */
  broadcastJson(tenantTopic: string, payload: unknown, from: HubChannel | null): void {
    for (const channel of this.topics.get(tenantTopic) ?? []) {
      if (channel === from && !channel.selfBroadcast) continue;
      channel.connection.send(
        encodePush(channel.topic, 'broadcast', payload, channel.connection.vsn),
      );
    }
  }

  /**
   * A user broadcast (Realtime's UserBroadcast: a V2 client's binary push, or the single
   * broadcast API): binary frames to V2 receivers, the JSON broadcast to V1 ones.
   */
  broadcastUser(
    tenantTopic: string,
    userEvent: string,
    encoding: 'json' | 'binary',
    payload: Buffer,
    from: HubChannel | null,
  ): void {
    for (const channel of this.topics.get(tenantTopic) ?? []) {
      if (channel === from && !channel.selfBroadcast) continue;
      const { vsn } = channel.connection;
      channel.connection.send(
        encodeUserBroadcast(channel.topic, userEvent, encoding, payload, vsn),
      );
    }
  }
}
