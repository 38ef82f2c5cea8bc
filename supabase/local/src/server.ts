// The one HTTP front door: routes /rest/v1, /auth/v1, /storage/v1, /functions/v1 and /_outbox,
// adds CORS and logs one line per request.
import http from 'node:http';
import { applyCors } from './cors.ts';
import { sendJson } from './http.ts';
import type { Outbox } from './outbox.ts';
import { proxyToPostgrest } from './postgrest.ts';

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  url: URL,
) => Promise<void>;

export interface ServerParts {
  postgrestPort: number;
  auth: Handler;
  storage: (req: http.IncomingMessage, res: http.ServerResponse, path: string) => Promise<void>;
  functions: (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    name: string,
    rest: string,
    search: string,
    origin: string,
  ) => Promise<void>;
  outbox: Outbox;
  corsOrigins: string[];
  log: (line: string) => void;
  quiet: boolean;
  publicUrl: () => string;
}

function under(prefix: string, pathname: string): string | null {
  if (pathname === prefix) return '';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

export function createServer(parts: ServerParts): http.Server {
  async function route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> {
    const { pathname } = url;
    let rest: string | null;
    if ((rest = under('/rest/v1', pathname)) !== null) {
      return proxyToPostgrest(parts.postgrestPort, `${rest || '/'}${url.search}`, req, res);
    }
    if ((rest = under('/auth/v1', pathname)) !== null) return parts.auth(req, res, rest, url);
    if ((rest = under('/storage/v1', pathname)) !== null) return parts.storage(req, res, rest);
    if ((rest = under('/functions/v1', pathname)) !== null) {
      const [, name = '', ...tail] = rest.split('/');
      const tailPath = tail.length ? `/${tail.join('/')}` : '';
      return parts.functions(req, res, name, tailPath, url.search, parts.publicUrl());
    }
    if (pathname === '/_outbox') {
      if (req.method === 'GET') return sendJson(res, 200, parts.outbox.list());
      if (req.method === 'DELETE') {
        parts.outbox.clear();
        res.writeHead(204).end();
        return;
      }
    }
    sendJson(res, 404, { message: 'Not found' });
  }

  return http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (!parts.quiet) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        parts.log(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
    }
    if (applyCors(req, res, parts.corsOrigins)) return;
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
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  });
}
