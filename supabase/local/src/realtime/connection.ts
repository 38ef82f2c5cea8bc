// One client socket, as a Phoenix socket process: messages handled one after another,
// heartbeats, the idle timeout, and the channel events after the join (leave, token refresh,
// broadcast, presence). Joining is join.ts.
import type { WebSocket } from 'ws';
import type { Channel } from './channel.ts';
import { isMap, type Hub, type HubChannel } from './hub.ts';
import { joinChannel } from './join.ts';
import {
  decodeFrame,
  encodeMessage,
  encodeReply,
  ProtocolError,
  type Frame,
  type Message,
  type UserBroadcastPush,
  type Vsn,
} from './protocol.ts';

// Phoenix's default as hosted configures it.
const IDLE_TIMEOUT_MS = 60_000;

export class Connection {
  readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
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
        .catch((error: unknown) =>
          this.hub.log(`realtime: ${(error as Error).stack ?? String(error)}`),
        );
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

  closeChannel(closing: HubChannel, notify: boolean): void {
    const channel = this.channels.get(closing.topic);
    if (channel !== closing || !channel) return;
    this.channels.delete(channel.topic);
    channel.dispose();
    if (notify) {
      const { joinRef, topic } = channel;
      this.send(
        encodeMessage({ joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} }, this.vsn),
      );
    }
  }

  dispose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) this.closeChannel(channel, false);
    this.hub.connections.delete(this);
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
    if (message.event === 'phx_join') return joinChannel(this.hub, this, message);
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
        this.hub.broadcastJson(channel.tenantTopic, message.payload, channel);
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
    this.hub.broadcastUser(
      channel.tenantTopic,
      push.userEvent,
      push.encoding,
      push.payload,
      channel,
    );
    if (channel.ackBroadcast) this.reply(push, 'ok', {});
  }

  private presence(channel: Channel, message: Message): void {
    const payload = isMap(message.payload) ? message.payload : {};
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    if (!channel.presenceAllowed()) return channel.shutdown('Client presence rate limit exceeded');
    const topicPresence = this.hub.presenceOf(channel.tenantTopic);
    if (event === 'track') {
      const meta = payload.payload ?? {};
      if (!isMap(meta)) {
        return this.reply(message, 'error', { reason: 'Presence track payload must be a map' });
      }
      this.hub.publishPresence(
        channel.tenantTopic,
        topicPresence.track(channel, channel.presenceKey, meta),
      );
      return this.reply(message, 'ok', {});
    }
    if (event === 'untrack') {
      this.hub.publishPresence(channel.tenantTopic, topicPresence.untrack(channel));
      return this.reply(message, 'ok', {});
    }
    return this.reply(message, 'error', {});
  }
}
