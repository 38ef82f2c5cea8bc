import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isCompressible, negotiateEncoding } from './compression.mjs';
import { serveStatic } from './static-server.mjs';

describe('negotiateEncoding', () => {
  it("prefers Brotli, then gzip, as a browser's header offers them", () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
  });
});

describe('isCompressible', () => {
  it('compresses text and leaves already compressed formats alone', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type)).toBe(true);
    }
    for (const type of ['font/woff2', 'image/png', 'application/octet-stream']) {
      expect(isCompressible(type)).toBe(false);
    }
  });
});

/** A raw GET (node:http does not decompress), answering status, headers and body bytes. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the static server compresses what it serves', () => {
  let dir;
  let server;
  const script = `export const rune = ${JSON.stringify('ᚠᚢᚦᚨᚱᚲ '.repeat(2000))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compression-test-'));
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${'Skål! '.repeat(500)}</p>`);
    writeFileSync(path.join(dir, 'app.0123456789.js'), script);
    writeFileSync(path.join(dir, 'tiny.0123456789.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
    server = await serveStatic({ root: dir, spa: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed script as Brotli to a browser, the same bytes once decoded', async () => {
    const res = await get(`${server.url}/app.0123456789.js`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('keeps answering with the same content once its best compression is ready', async () => {
    const first = await get(`${server.url}/app.0123456789.js`, { 'accept-encoding': 'br' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await get(`${server.url}/app.0123456789.js`, { 'accept-encoding': 'br' });
    expect(later.body.length).toBeLessThanOrEqual(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(script);
  });

  it('sends gzip to a client without Brotli, and plain bytes to one asking for neither', async () => {
    const gzipped = await get(`${server.url}/app.0123456789.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get(`${server.url}/app.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the pages (SPA fallback included)', async () => {
    const res = await get(`${server.url}/rules`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('Skål!');
  });

  it('leaves fonts and bodies too small to gain alone', async () => {
    const font = await get(`${server.url}/font.woff2`, { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4096);
    const tiny = await get(`${server.url}/tiny.0123456789.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it("keeps a remote's Vary: Origin beside Accept-Encoding", async () => {
    const remote = await serveStatic({ root: dir, corsOrigins: () => ['http://shell.test'] });
    try {
      const res = await get(`${remote.url}/app.0123456789.js`, {
        origin: 'http://shell.test',
        'accept-encoding': 'br',
      });
      expect(res.headers.vary).toBe('Origin, Accept-Encoding');
      expect(res.headers['access-control-allow-origin']).toBe('http://shell.test');
    } finally {
      await remote.close();
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const res = await new Promise((resolve, reject) => {
      http
        .request(
          `${server.url}/app.0123456789.js`,
          { method: 'HEAD', headers: { 'accept-encoding': 'br' } },
          (r) => {
            r.resume();
            r.on('end', () => resolve(r));
          },
        )
        .on('error', reject)
        .end();
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });
});
