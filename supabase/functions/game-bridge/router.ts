// The bridge's routes: each route group (punishments.ts, auctions.ts) exports a list of
// BridgeRoute, and handler.ts joins the lists. A route's path is below the function's own,
// e.g. '/punishments' or '/auctions/:id/delivered' (':name' matches one path segment).
import { jsonResponse, type Env } from '../_shared/http.ts';

/** PostgREST of the project, as the service role. */
export interface ServiceRest {
  /** `path` below /rest/v1, e.g. '/auction_listings?id=eq.1'. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST /rest/v1/rpc/<name> with `args` as JSON. */
  rpc(name: string, args: Record<string, unknown>): Promise<Response>;
}

export interface BridgeContext {
  rest: ServiceRest;
  /** The path's ':name' segments, decoded. */
  params: Record<string, string>;
  /** The function's environment (the mail API's settings, among others). */
  env: Env;
}

export interface BridgeRoute {
  method: 'GET' | 'POST';
  path: string;
  handle(req: Request, context: BridgeContext): Promise<Response>;
}

/** JSON answers of the bridge, with any extra headers (called by servers: no CORS headers). */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jsonResponse(status, body, headers);

/**
 * The largest body the bridge reads: 1,000 punishments at their longest, every character four
 * bytes of UTF-8, fit (the local stack's gateway refuses larger ones before the bridge runs).
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body as JSON, or the answer refusing it: 413 past MAX_BODY_BYTES, 400 when not JSON. */
export async function readJson(
  req: Request,
  notJson: string,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const tooLarge = () => ({
    ok: false as const,
    response: json(413, {
      error: `The body is larger than ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes: send smaller batches`,
    }),
  });
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      if (bytes > MAX_BODY_BYTES) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(read.value);
    }
  }
  const body = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) };
  } catch {
    return { ok: false, response: json(400, { error: notJson }) };
  }
}

export function serviceRest(supabaseUrl: string, serviceKey: string): ServiceRest {
  const headers = {
    apikey: serviceKey,
    authorization: `Bearer ${serviceKey}`,
    'content-type': 'application/json',
  };
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${supabaseUrl}/rest/v1${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
  return {
    request,
    rpc: (name, args) => request(`/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) }),
  };
}

/** The path below the function's name: '/functions/v1/game-bridge/x' (local) or '/game-bridge/x'. */
export function routePath(url: string): string {
  const path = /\/game-bridge(\/.*)?$/.exec(new URL(url).pathname)?.[1] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i]!.startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i]!.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

export type RouteMatch =
  | { route: BridgeRoute; params: Record<string, string> }
  /** The path exists for other methods only. */
  | { allowed: string[] }
  | null;

export function findRoute(routes: BridgeRoute[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length ? { allowed } : null;
}
