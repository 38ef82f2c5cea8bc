// What the channels of one Realtime server share: the joined channels per topic (for broadcast
// and presence), each topic's presence, the open sockets, the change feed and the JWT secret.
import type { Channel } from './channel.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Connection } from './connection.ts';
import { TopicPresence, type PresenceDiff } from './presence.ts';
import { encodePush } from './protocol.ts';

export const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class Hub {
  /** Joined channels by tenant topic: public `<name>`, private `private:<name>`. */
  readonly topics = new Map<string, Set<Channel>>();
  readonly presence = new Map<string, TopicPresence<Channel>>();
  readonly connections = new Set<Connection>();

  constructor(
    readonly feed: ChangeFeed,
    readonly jwtSecret: string,
    readonly log: (line: string) => void,
  ) {}

  subscribersOf(tenantTopic: string): Set<Channel> {
    let set = this.topics.get(tenantTopic);
    if (!set) this.topics.set(tenantTopic, (set = new Set()));
    return set;
  }

  presenceOf(tenantTopic: string): TopicPresence<Channel> {
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
  broadcastJson(tenantTopic: string, payload: unknown, from: Channel | null): void {
    for (const channel of this.topics.get(tenantTopic) ?? []) {
      if (channel === from && !channel.selfBroadcast) continue;
      channel.connection.send(
        encodePush(channel.topic, 'broadcast', payload, channel.connection.vsn),
      );
    }
  }
}
