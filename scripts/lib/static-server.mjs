// A small static file server for built apps: used by `pnpm start` and by the e2e harness.
// Each app is served from its own port (its own origin), like separate deployments.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
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
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed build output can be cached for good; everything else (HTML, manifests) never. */
function cacheControl(filePath) {
  return /\.[0-9a-f]{8,}\.(js|css)$/.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** True when `filePath` is `rootDir` or inside it (a sibling such as `dist-private` is not). */
export function isInside(rootDir, filePath) {
  const relative = path.relative(rootDir, filePath);
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
}

/**
 * @param {object} options
 * @param {string} options.root          directory to serve (an app's dist/)
 * @param {number} [options.port]        0 or omitted: a free port
 * @param {string} [options.host]        default 127.0.0.1
 * @param {boolean} [options.spa]        unknown paths without an extension get index.html
 * @param {() => string[]} [options.corsOrigins]  origins allowed to fetch cross-origin (a remote
 *   allows the shell's); read on every request
 * @param {() => Record<string, string>} [options.headers]  headers for every response (security
 *   headers); read on every request
 * @param {Record<string, unknown>} [options.json]  extra JSON documents by path, e.g. /remotes.json
 * @param {string} [options.headHtml]    HTML inserted before </head> of served HTML pages
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic({
  root,
  port = 0,
  host = '127.0.0.1',
  spa = false,
  corsOrigins,
  headers,
  json = {},
  headHtml = '',
}) {
  const rootDir = path.resolve(root);
  const sockets = new Set();

  async function sendFile(res, filePath, method) {
    const type = TYPES[path.extname(filePath)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl(filePath));
    if (type.startsWith('text/html') && headHtml) {
      const html = (await readFile(filePath, 'utf8')).replace('</head>', `${headHtml}</head>`);
      res.end(method === 'HEAD' ? undefined : html);
      return;
    }
    if (method === 'HEAD') return res.end();
    createReadStream(filePath).pipe(res);
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

      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (Object.hasOwn(json, pathname)) {
        res.setHeader('Content-Type', TYPES['.json']);
        res.setHeader('Cache-Control', 'no-cache');
        return res.end(JSON.stringify(json[pathname]));
      }

      const filePath = path.join(rootDir, pathname);
      if (!isInside(rootDir, filePath)) return res.writeHead(403).end();
      const info = await stat(filePath).catch(() => null);
      if (info?.isFile()) return await sendFile(res, filePath, req.method);
      if (info?.isDirectory()) {
        const index = path.join(filePath, 'index.html');
        if (await stat(index).catch(() => null)) return await sendFile(res, index, req.method);
      }
      if (spa && !path.extname(pathname)) {
        return await sendFile(res, path.join(rootDir, 'index.html'), req.method);
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
