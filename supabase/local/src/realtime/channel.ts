// One joined channel ("realtime:<name>") of a socket, as hosted's RealtimeChannel: its
// postgres_changes bindings, its access token (refreshed by the client, checked again when it
// expires), and presence's rate limit.
import type { Binding, ChangeData, ChangeSubscriber, Claims } from './change-payload.ts';
import type { ChannelSocket, Hub, HubChannel } from './hub.ts';
import { encodePush } from './protocol.ts';
import { checkToken, shutdownMessage } from './token.ts';

const CONFIRM_TOKEN_INTERVAL_MS = 5 * 60_000;
const PRESENCE_CALLS_PER_WINDOW = 5;
const PRESENCE_WINDOW_MS = 30_000;

export class Channel implements ChangeSubscriber, HubChannel {
  bindings: Binding[] = [];
  private currentClaims: Claims;
  private tokenTimer: NodeJS.Timeout | null = null;
  private presenceCalls: number[] = [];
  readonly tenantTopic: string;

  constructor(
    private readonly hub: Hub,
    readonly connection: ChannelSocket,
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
    const check = checkToken(this.accessToken, this.hub.jwtSecret);
    if (check.ok) this.scheduleTokenCheck(check.exp);
    else this.shutdown(shutdownMessage(check));
  }

  refreshToken(token: unknown): void {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return;
    const check = checkToken(token, this.hub.jwtSecret);
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
    this.hub.feed.remove(this);
    this.hub.topics.get(this.tenantTopic)?.delete(this);
    const topicPresence = this.hub.presence.get(this.tenantTopic);
    if (topicPresence) this.hub.publishPresence(this.tenantTopic, topicPresence.untrack(this));
  }
}
