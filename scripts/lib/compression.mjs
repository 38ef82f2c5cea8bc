// Response compression for the static server, as the CDN in front of a production deployment
// does: Brotli when the browser accepts it, else gzip, for text (JS, CSS, HTML, JSON, SVG…).
// Without it a phone on a slow network downloads every script about three times over.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this gain less than the header costs. */
const MIN_BYTES = 1024;

/** Types worth compressing: text. Images and fonts (woff2) are compressed already. */
export function isCompressible(contentType) {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(
    contentType,
  );
}

/**
 * The encoding to answer an `Accept-Encoding` header with: `br`, `gzip` or null (identity).
 * Codings listed with q=0 are refused.
 */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([coding]) => coding)
      .map(([coding, ...params]) => {
        const q = params.find((p) => p.startsWith('q='));
        return [coding.toLowerCase(), q ? Number(q.slice(2)) : 1];
      }),
  );
  const wildcard = accepted.get('*');
  const allows = (coding) => (accepted.get(coding) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const compressors = {
  // Quality 5 costs about as much CPU as gzip and gives smaller files; 11 is a CDN's
  // pre-compression of immutable files: ~10% smaller again, but ~0.3 s per 200 KB script.
  br: (body, best) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body, best) => gzipAsync(body, { level: best ? 9 : 6 }),
};

/**
 * Compresses bodies, remembering immutable ones by content (a hashed file is the same bytes in
 * every release folder that holds it). An immutable body is answered at once with a quick
 * compression while the best one is made in the background for later requests, so the first
 * visitor after a release does not wait for it.
 */
export function createCompressor() {
  /** `${encoding}:${sha1}` → { body, best } */
  const cache = new Map();
  const improving = new Set();

  async function bestLater(key, body, encoding) {
    if (improving.has(key)) return;
    improving.add(key);
    try {
      const best = await compressors[encoding](body, true);
      // The highest setting is not always the smallest on tiny inputs: keep whichever is.
      const quick = cache.get(key)?.body;
      cache.set(key, { body: quick && quick.length <= best.length ? quick : best, best: true });
    } finally {
      improving.delete(key);
    }
  }

  return {
    /**
     * @param {Buffer} body
     * @param {'br' | 'gzip'} encoding
     * @param {{ immutable?: boolean }} [options]  the body never changes at its URL (cacheable)
     * @returns {Promise<Buffer>}
     */
    async compress(body, encoding, { immutable = false } = {}) {
      if (!immutable) return compressors[encoding](body, false);
      const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
      const cached = cache.get(key);
      if (cached) return cached.body;
      const quick = await compressors[encoding](body, false);
      if (!cache.has(key)) cache.set(key, { body: quick, best: false });
      void bestLater(key, body, encoding).catch(() => {});
      return quick;
    },
  };
}

/**
 * Sends `body` with the status and headers already set on `res`, compressed when the request
 * accepts it and the type is text. `Vary: Accept-Encoding` tells caches the answer depends on it.
 */
export async function sendBody(req, res, body, { compressor, immutable = false } = {}) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const type = String(res.getHeader('Content-Type') ?? '');
  const compressible = isCompressible(type);
  if (compressible) {
    // Kept beside what is there already (CORS answers vary by Origin).
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const encoding =
    compressible && bytes.length >= MIN_BYTES && compressor
      ? negotiateEncoding(req.headers['accept-encoding'])
      : null;
  const sent = encoding ? await compressor.compress(bytes, encoding, { immutable }) : bytes;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
