// server-status: is the game server up, and how full? Asks the server itself with the game's
// Server List Ping over TCP (minecraft-server-util) and answers a ServerStatus
// (_shared/server-status.ts, also the site's). The answer is cached per address for
// SERVER_STATUS_CACHE_SECONDS (30 s) and concurrent requests share one ping in flight, so a crowd
// of visitors costs the game server at most one ping per interval (per function instance). A
// server that refuses, is unknown or does not answer within SERVER_STATUS_TIMEOUT_MS (3 s) is
// offline: the answer is always 200. Runtime-neutral: index.ts serves it on Deno, the local
// stack imports it directly.
import { status } from 'minecraft-server-util';
import { offlineStatus, type ServerStatus } from '../_shared/server-status.ts';
import { corsHeaders, jsonResponse, processEnv, type Env } from '../_shared/http.ts';

/** The game's default port, and where a developer's own server listens. */
const DEFAULT_PORT = 25565;
const DEFAULT_ADDRESS = `localhost:${DEFAULT_PORT}`;

const CORS_HEADERS = corsHeaders('GET, POST, OPTIONS');
const json = (status: number, body: unknown) => jsonResponse(status, body, CORS_HEADERS);

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export interface ServerAddress {
  host: string;
  /** null: not given, so the game's SRV record (or the default port) decides. */
  port: number | null;
}

/** "host", "host:port", "[v6]:port" as players type a server address; null when unusable. */
export function parseServerAddress(text: string): ServerAddress | null {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s/[\]]+))(?::(\d{1,5}))?$/.exec(text.trim());
  if (!match) return null;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { host: (match[1] ?? match[2])!, port };
}

async function ping(address: ServerAddress, timeoutMs: number): Promise<ServerStatus> {
  const checkedAt = new Date();
  try {
    const answer = await status(address.host, address.port ?? DEFAULT_PORT, {
      timeout: timeoutMs,
      // As the game's client: an address without a port may name its server by SRV record.
      enableSRV: address.port === null,
    });
    return {
      online: true,
      players_online: answer.players.online,
      players_max: answer.players.max,
      version: answer.version.name,
      motd: answer.motd.clean.trim(),
      latency_ms: answer.roundTripLatency,
      checked_at: checkedAt.toISOString(),
    };
  } catch {
    // Refused, unknown host, timed out or spoke something else: all mean players cannot join.
    return offlineStatus(checkedAt);
  }
}

/** Per address: the last answer and when it was asked for, or the ping still on its way. */
const cache = new Map<string, { at: number; answer: Promise<ServerStatus> }>();

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json(405, { error: 'Method not allowed' });
  }
  const text = env.GAME_SERVER_ADDRESS || DEFAULT_ADDRESS;
  const address = parseServerAddress(text);
  if (!address) {
    console.error(`server-status: GAME_SERVER_ADDRESS "${text}" is not host[:port]`);
    return json(200, offlineStatus());
  }
  const ttlMs = seconds(env.SERVER_STATUS_CACHE_SECONDS, 30) * 1000;
  const now = Date.now();
  let entry = cache.get(text);
  if (!entry || now - entry.at >= ttlMs) {
    entry = { at: now, answer: ping(address, seconds(env.SERVER_STATUS_TIMEOUT_MS, 3000)) };
    cache.set(text, entry);
  }
  return json(200, await entry.answer);
}
