// CORS for the site's dev origins: any localhost origin is reflected.
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'x-supabase-api-version',
  'content-type',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
].join(', ');
const EXPOSED_HEADERS = 'X-Supabase-Api-Version, Content-Range, Content-Location';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function isLocalOrigin(origin: string): boolean {
  return LOCAL_ORIGIN.test(origin);
}

/** Sets CORS headers; returns true when the request was a preflight and is answered. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  extraOrigins: string[],
): boolean {
  const origin = req.headers.origin;
  res.setHeader('vary', 'Origin');
  if (origin && (isLocalOrigin(origin) || extraOrigins.includes(origin))) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  }
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '86400',
    });
    res.end();
    return true;
  }
  return false;
}
