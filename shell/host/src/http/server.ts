// The host's HTTP interface: health and readiness, the registry, robots.txt and the sitemap, the
// shell's files, and every other path as a page document — with the site's security headers,
// compression and one access-log line per request. Bad paths are the client's (400/404); a
// source that cannot answer is a 503, never a 500 with its error text.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createCompressor, sendBody } from '../../../../scripts/lib/compression.mjs';
import { contentTypeOf, IMMUTABLE } from '../../../../scripts/lib/static-server.mjs';
import {
  firstVisitRedirect,
  languageCookie,
  splitLanguagePath,
  type Language,
} from '@norsecraft/shared/languages';
import { robotsTxt, sitemapXml } from '../document/head';
import type { NewsFeed } from '../feed/news-feed';
import type { Documents } from '../render/documents';
import { parseRequestPath } from '../request-path';
import type { ReleaseSource } from '../sources/source';
import { logRequest, type Log } from './access-log';
import { createShellFiles } from './shell-files';

export interface HostHandlerOptions {
  source: ReleaseSource;
  documents: Documents;
  /** /news/feed.xml */
  feed: NewsFeed;
  headers: () => Record<string, string>;
  log: Log;
  /** Proxies in front whose X-Forwarded-For / -Proto entries are believed (0: none). */
  trustProxyHops: number;
  /** True once SIGTERM came: `/readyz` answers 503, everything else as before. */
  draining: () => boolean;
  /** True once the drain's delay is over: no new connections, each answer closes its own. */
  stopping: () => boolean;
}

const TEXT = 'text/plain; charset=utf-8';
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

/**
 * What a person who followed a broken address reads (a cut-off link, a bad percent sign): a
 * sentence and the way home, never the parser's words. Unstyled: the site's CSP allows no inline
 * style, and the page must not depend on a render.
 */
const BAD_ADDRESS_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Address not valid · Norsecraft</title></head>' +
  '<body><main><h1>This address is not valid</h1><p>It may have been cut off or mistyped. ' +
  'Check it, or <a href="/">go to the home page</a>.</p></main></body></html>\n';

export function createHostServer({
  source,
  documents,
  feed,
  headers,
  log,
  trustProxyHops,
  draining,
  stopping,
}: HostHandlerOptions) {
  const compressor = createCompressor();
  const shellFiles = createShellFiles(source);

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    versions: { value?: Record<string, string> },
  ) {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    const send = (
      status: number,
      type: string,
      body: string | Buffer,
      cache = 'no-cache',
      immutable = false,
    ) => {
      // Decided as the answer goes out: one that waited through the drain's delay closes too.
      if (stopping()) res.setHeader('Connection', 'close');
      res.statusCode = status;
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', cache);
      return sendBody(req, res, body, { compressor, immutable });
    };

    const requestPath = parseRequestPath(req.url);
    if (!requestPath.ok) {
      res.setHeader('X-Norsecraft-Refused', requestPath.reason);
      return send(requestPath.status, 'text/html; charset=utf-8', BAD_ADDRESS_HTML);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(405, TEXT, 'method not allowed\n');
    }
    const { pathname, decoded } = requestPath;
    if (pathname === '/healthz') return send(200, TEXT, 'ok\n');
    if (pathname === '/readyz') {
      const ready = source.loaded() && !draining();
      return send(
        ready ? 200 : 503,
        TEXT,
        ready ? 'ready\n' : draining() ? 'shutting down\n' : 'no registry loaded yet\n',
      );
    }
    if (pathname === '/remotes.json') {
      return send(
        200,
        'application/json; charset=utf-8',
        JSON.stringify(await documents.registry()),
      );
    }
    if (pathname === '/robots.txt') return send(200, TEXT, robotsTxt(documents.origin));
    if (pathname === '/sitemap.xml') {
      return send(
        200,
        'application/xml; charset=utf-8',
        sitemapXml(documents.origin, await documents.indexablePaths()),
      );
    }
    if (pathname === '/news/feed.xml') {
      return send(200, 'application/atom+xml; charset=utf-8', await feed.xml());
    }
    if (decoded !== null && path.posix.extname(decoded)) {
      const file = await shellFiles.find(decoded.slice(1));
      if (file) {
        versions.value = { shell: file.version };
        const immutable = HASHED.test(decoded);
        return send(
          200,
          contentTypeOf(decoded),
          file.body,
          immutable ? IMMUTABLE : 'no-cache',
          immutable,
        );
      }
      // A page's address may end like a file's (a player named "Ragnar.exe"): only a path that
      // no file and no page has is a missing file.
      if (!(await documents.isPage(pathname))) return send(404, TEXT, 'not found\n');
    }
    // A first visit follows the browser's language once: the redirect is remembered in a cookie,
    // and an address that names its language is never redirected (no loop).
    const header = (name: string) => [req.headers[name]].flat()[0];
    const redirect = firstVisitRedirect({
      url: req.url ?? '/',
      acceptLanguage: header('accept-language'),
      cookie: header('cookie'),
      userAgent: header('user-agent'),
      fetchSite: header('sec-fetch-site'),
    });
    if (splitLanguagePath(pathname).language === 'en')
      res.setHeader('Vary', 'Accept-Language, Cookie');
    if (redirect && (await documents.isPage(pathname))) {
      const language = splitLanguagePath(redirect).language as Language;
      res.setHeader('Set-Cookie', languageCookie(language));
      res.setHeader('Location', redirect);
      return send(302, TEXT, `${redirect}\n`);
    }
    const page = await documents.page(pathname);
    versions.value = page.versions;
    res.setHeader('X-Norsecraft-Rendered', page.rendered ? 'html' : 'shell');
    return send(page.status, 'text/html; charset=utf-8', page.html);
  }

  return http.createServer((req, res) => {
    const versions: { value?: Record<string, string> } = {};
    logRequest(req, res, { log, trustProxyHops, versions: () => versions.value });
    handle(req, res, versions).catch((error: unknown) => {
      log({ event: 'request-failed', path: req.url?.split('?', 1)[0], error: String(error) });
      if (res.headersSent) return res.destroy();
      if (stopping()) res.setHeader('Connection', 'close');
      res.writeHead(503, { 'Content-Type': TEXT, 'Retry-After': '5', 'Cache-Control': 'no-store' });
      res.end('The site is briefly unavailable. Try again in a moment.\n');
    });
  });
}
