// The one HTTP front door, in the role of hosted Supabase's API gateway: it accepts only the
// configured host names (DNS rebinding), answers CORS as hosted does, requires a project API key
// where hosted's gateway does, and routes /rest/v1, /auth/v1, /storage/v1, /functions/v1,
// /realtime/v1 (and its WebSocket upgrade) and the token-protected /_outbox.
import http from 'node:http';
import { sendJson } from './http.ts';
import type { LocalKeys } from './keys.ts';
import { receiveMail, type Outbox } from './outbox.ts';
import { proxyToPostgrest } from './postgrest.ts';
import { refuseUpgrade, type Realtime } from './realtime/server.ts';

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  url: URL,
) => Promise<void>;

export interface GatewayParts {
  postgrestPort: number;
  auth: Handler;
  storage: Handler;
  functions: Handler;
  realtime: Realtime;
  outbox: Outbox;
  keys: LocalKeys;
  /** Host names (without port) requests may carry in Host. */
  allowedHosts: Set<string>;
  log: (line: string) => void;
  quiet: boolean;
}

const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'if-none-match',
].join(', ');
const EXPOSED_HEADERS =
  'Content-Range, Content-Location, X-Supabase-Api-Version, Content-Length, ETag, X-Sb-Error-Code';

/** Routes hosted's gateway serves without an API key. */
function isOpenRoute(service: string, rest: string, method: string): boolean {
  if (service === 'auth')
    return ['/verify', '/callback', '/authorize'].includes(rest.replace(/\/$/, ''));
  if (service === 'storage') {
    const reading = method === 'GET' || method === 'HEAD';
    return (
      (reading && /^\/object\/(public|sign)\//.test(rest)) ||
      (method === 'PUT' && rest.startsWith('/object/upload/sign/')) ||
      (reading && rest.startsWith('/render/image/public/'))
    );
  }
  return false;
}

function under(prefix: string, pathname: string): string | null {
  if (pathname === prefix) return '';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

export function hostName(host: string | undefined): string {
  if (!host) return '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return `[${bracketed[1]!.toLowerCase()}]`;
  return host.replace(/:\d+$/, '').toLowerCase();
}

export function createGateway(parts: GatewayParts): http.Server {
  const projectKeys = new Set([parts.keys.anonKey, parts.keys.serviceRoleKey]);

  /** Kong's key-auth: the apikey header (or query parameter), else a Bearer project key. */
  function apiKeyProblem(req: http.IncomingMessage, url: URL): Record<string, string> | null {
    const header = req.headers.apikey;
    const apikey =
      (typeof header === 'string' ? header : undefined) ?? url.searchParams.get('apikey');
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (apikey === null || apikey === undefined || apikey === '') {
      if (bearer && projectKeys.has(bearer)) return null;
      return {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      };
    }
    if (projectKeys.has(apikey)) return null;
    return {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    };
  }

  function cors(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] || ALLOWED_HEADERS,
        'access-control-max-age': '3600',
      });
      res.end();
      return true;
    }
    return false;
  }

  async function route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> {
    const { pathname } = url;
    const method = req.method ?? 'GET';
    if (pathname === '/_outbox') {
      // No CORS: only this machine's tools, holding the token, read the mail.
      if (!parts.outbox.authorises(req, url)) {
        return sendJson(res, 401, { message: 'The outbox token printed at start is required' });
      }
      if (method === 'GET')
        return sendJson(res, 200, parts.outbox.list(url.searchParams.get('to')));
      if (method === 'POST') return receiveMail(req, res, parts.outbox);
      if (method === 'DELETE') {
        parts.outbox.clear();
        res.writeHead(204).end();
        return;
      }
      return sendJson(res, 405, { message: 'Method not allowed' });
    }

    const services: [string, string, Handler | null][] = [
      ['rest', '/rest/v1', null],
      ['auth', '/auth/v1', parts.auth],
      ['storage', '/storage/v1', parts.storage],
      ['functions', '/functions/v1', parts.functions],
      [
        'realtime',
        '/realtime/v1',
        (req, res, path, url) => parts.realtime.handleHttp(req, res, path, url),
      ],
    ];
    for (const [service, prefix, handler] of services) {
      const rest = under(prefix, pathname);
      if (rest === null) continue;
      // Edge Functions answer their own CORS; everything else gets the gateway's.
      if (service !== 'functions' && cors(req, res)) return;
      if (service !== 'functions' && !isOpenRoute(service, rest, method)) {
        const problem = apiKeyProblem(req, url);
        if (problem) return sendJson(res, 401, problem);
      }
      if (handler) return handler(req, res, rest, url);
      // A key given as ?apikey= is the gateway's, not a column filter for PostgREST.
      let search = url.search;
      if (url.searchParams.has('apikey')) {
        const query = new URLSearchParams(url.search);
        query.delete('apikey');
        search = query.size ? `?${query.toString()}` : '';
      }
      return proxyToPostgrest(parts.postgrestPort, `${rest || '/'}${search}`, req, res);
    }
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (!parts.quiet) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        parts.log(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
    }
    // A page on any site can point a DNS name at 127.0.0.1; only known names get through.
    if (!parts.allowedHosts.has(hostName(req.headers.host))) {
      sendJson(res, 421, { message: `Host "${req.headers.host ?? ''}" is not allowed` });
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { message: 'Bad request URL' });
      return;
    }
    route(req, res, url).catch((error: unknown) => {
      parts.log(
        `unhandled error on ${req.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' });
      else res.destroy();
    });
  });

  // Realtime's WebSocket, behind the same host check and key-auth as hosted's gateway route.
  server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) => {
    if (!parts.allowedHosts.has(hostName(req.headers.host))) {
      return refuseUpgrade(socket, 421, {
        message: `Host "${req.headers.host ?? ''}" is not allowed`,
      });
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return refuseUpgrade(socket, 400, { message: 'Bad request URL' });
    }
    if (url.pathname.replace(/\/$/, '') !== '/realtime/v1/websocket') {
      return refuseUpgrade(socket, 404, { message: 'no Route matched with those values' });
    }
    const problem = apiKeyProblem(req, url);
    if (problem) return refuseUpgrade(socket, 401, problem);
    if (!parts.quiet) parts.log(`WS ${url.pathname} (${url.searchParams.get('vsn') ?? '1.0.0'})`);
    parts.realtime.upgrade(req, socket, head, url);
  });
  return server;
}
