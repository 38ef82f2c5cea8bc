// A small static file server for built apps and releases: used by `pnpm start`, the e2e harness,
// the release gate and the benchmarks. Each app is served from its own port (its own origin),
// like separate deployments. It only maps requests to files; what is served where is decided by
// its callers (release-host.mjs). The site's pages are the HTML host's (shell/host).
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createCompressor, sendBody } from './compression.mjs';
import { corsHeaders } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The Content-Type a file is served (and uploaded to a release target) with. */
export function contentTypeOf(filePath) {
  return TYPES[path.extname(filePath)] ?? 'application/octet-stream';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One per process: the servers of every site started here share their compressed files. */
const compressor = createCompressor();

/** Hashed build output can be cached for good; everything else (HTML, manifests) never. */
function hashedOnlyCacheControl(filePath) {
  return /\.[0-9a-f]{8,}\.(js|css)$/.test(filePath) ? IMMUTABLE : 'no-cache';
}

/** `html` with `insert` before its `</head>` (sliced, never a replacement pattern). */
function beforeHeadEnd(html, insert) {
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/** True when `filePath` is `rootDir` or inside it (a sibling such as `dist-private` is not). */
export function isInside(rootDir, filePath) {
  const relative = path.relative(rootDir, filePath);
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
}

/**
 * @param {object} options
 * @param {string | (() => string[] | Promise<string[]>)} options.root  directory to serve, or a
 *   function giving the directories to look in, in order, per request (the first one holding
 *   the file wins; SPA fallback uses the first)
 * @param {number} [options.port]        0 or omitted: a free port
 * @param {string} [options.host]        default 127.0.0.1
 * @param {boolean} [options.spa]        unknown paths without an extension get index.html
 * @param {() => string[]} [options.corsOrigins]  origins allowed to fetch cross-origin (a remote
 *   allows the shell's); read on every request
 * @param {() => Record<string, string>} [options.headers]  headers for every response (security
 *   headers); read on every request
 * @param {string} [options.headHtml]    HTML inserted before </head> of served HTML pages
 * @param {(relativePath: string) => string} [options.cacheControl]  Cache-Control per file
 * @param {(relativePath: string) => boolean} [options.hidden]  files never served (404)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic({
  root,
  port = 0,
  host = '127.0.0.1',
  spa = false,
  corsOrigins,
  headers,
  headHtml = '',
  cacheControl = hashedOnlyCacheControl,
  hidden = () => false,
}) {
  const rootsOf = typeof root === 'function' ? root : () => [root];
  const sockets = new Set();

  async function sendFile(req, res, filePath, relativePath) {
    const type = contentTypeOf(filePath);
    const caching = cacheControl(relativePath);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', caching);
    if (type.startsWith('text/html') && headHtml) {
      const html = beforeHeadEnd(await readFile(filePath, 'utf8'), headHtml);
      return sendBody(req, res, html, { compressor });
    }
    return sendBody(req, res, await readFile(filePath), {
      compressor,
      immutable: caching === IMMUTABLE,
    });
  }

  /** The file for `pathname` in the first root that has it (or its directory's index.html). */
  async function findFile(roots, pathname) {
    for (const dir of roots) {
      const rootDir = path.resolve(dir);
      const filePath = path.join(rootDir, pathname);
      if (!isInside(rootDir, filePath)) return 'forbidden';
      const info = await stat(filePath).catch(() => null);
      if (info?.isFile()) return { filePath, rootDir };
      const index = path.join(filePath, 'index.html');
      if (info?.isDirectory() && (await stat(index).catch(() => null))) {
        return { filePath: index, rootDir };
      }
    }
    return null;
  }

  const server = http.createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(headers?.() ?? {})) res.setHeader(name, value);
      if (corsOrigins) {
        const cors = corsHeaders(req.headers.origin, corsOrigins());
        for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
      }
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();

      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        return res.writeHead(400, { 'Content-Type': TYPES['.txt'] }).end('Malformed path');
      }
      const roots = await rootsOf();
      const found = await findFile(roots, pathname);
      if (found === 'forbidden') return res.writeHead(403).end();
      if (
        found &&
        !hidden(path.relative(found.rootDir, found.filePath).split(path.sep).join('/'))
      ) {
        const { filePath, rootDir } = found;
        return await sendFile(req, res, filePath, path.relative(rootDir, filePath));
      }
      if (spa && roots.length && !path.extname(pathname)) {
        const index = path.join(path.resolve(roots[0]), 'index.html');
        if (await stat(index).catch(() => null)) {
          return await sendFile(req, res, index, 'index.html');
        }
      }
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end(String(error));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    port: actualPort,
    // Keep-alive sockets would hold the port: destroy them so a restart can bind it again.
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
