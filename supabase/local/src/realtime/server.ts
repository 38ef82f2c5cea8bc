// /realtime/v1/websocket: the Phoenix channel server as hosted Supabase Realtime runs it
// (RealtimeWeb.UserSocket, RealtimeChannel), for unmodified supabase-js. Per socket
// (connection.ts): heartbeats, channels ("realtime:<name>", channel.ts) joined with a config and
// an access token (join.ts), postgres_changes (change-feed.ts), broadcast, presence, token
// refresh (`access_token`) and expiry. Also the broadcast REST API (broadcast-api.ts), where
// supabase-js sends a broadcast without a joined channel.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from '../db.ts';
import { sendJson } from '../http.ts';
import { broadcastApi } from './broadcast-api.ts';
import { ChangeFeed } from './change-feed.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import { negotiateVsn } from './protocol.ts';
import { checkToken } from './token.ts';

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
  handleHttp(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  stop(): Promise<void>;
}

// Phoenix's default as hosted configures it.
const MAX_FRAME_BYTES = 5_000_000;

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
  const hub = new Hub(new ChangeFeed(db, log, options.pollMs), jwtSecret, log);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let stopping: Promise<void> | undefined;

  const broadcasts = broadcastApi(hub);

  return {
    start: () => hub.feed.start(),

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
        hub.connections.add(new Connection(hub, ws, vsn, token));
      });
    },

    async handleHttp(req, res, path, url) {
      if (req.method === 'POST' && path === '/api/broadcast') return broadcasts.batch(req, res);
      const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && single) {
        let topic: string;
        let event: string;
        try {
          [topic, event] = [decodeURIComponent(single[1]!), decodeURIComponent(single[2]!)];
        } catch {
          return sendJson(res, 400, { message: 'Malformed topic or event' });
        }
        return broadcasts.single(req, res, topic, event, url);
      }
      if (path === '/websocket')
        return sendJson(res, 400, { message: 'WebSocket upgrade required' });
      sendJson(res, 404, { message: 'no Route matched with those values' });
    },

    stop() {
      stopping ??= (async () => {
        for (const connection of hub.connections) connection.ws.terminate();
        wss.close();
        await hub.feed.stop();
      })();
      return stopping;
    },
  };
}
