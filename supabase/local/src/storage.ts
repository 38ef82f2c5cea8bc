// Supabase Storage /storage/v1/object endpoints. Object rows are written AS THE CALLER (role and
// request.jwt.claims set like PostgREST does), so the storage policies of the migrations
// decide; bucket limits and content checks happen here before anything is stored.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobStore } from './blobs.ts';
import type { Database, Queryable } from './db.ts';
import {
  BadJsonError,
  BodyTooLargeError,
  bearerToken,
  readBody,
  readJsonObject,
  sendJson,
} from './http.ts';
import { JwtError, verifyJwt, type JwtClaims } from './jwt.ts';
import { sniffImageType } from './sniff.ts';

export interface StorageOptions {
  db: Database;
  blobs: BlobStore;
  jwtSecret: string;
  log: (line: string) => void;
}

const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

class StorageError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = (what: 'Bucket' | 'Object') =>
  new StorageError(400, '404', 'not_found', `${what} not found`);

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

function callerClaims(req: IncomingMessage, secret: string): JwtClaims {
  const apikey = req.headers.apikey;
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : null);
  if (!token)
    throw new StorageError(
      400,
      '403',
      'Unauthorized',
      'headers must have required property authorization',
    );
  try {
    const claims = verifyJwt(token, secret);
    if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) {
      throw new StorageError(400, '403', 'Unauthorized', 'invalid role in JWT');
    }
    return claims;
  } catch (error) {
    if (error instanceof JwtError)
      throw new StorageError(400, '403', 'Unauthorized', error.message);
    throw error;
  }
}

/** "a/b/c.png" from the URL; rejects traversal and empty segments. */
function objectName(segments: string[]): string {
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    throw new StorageError(400, '400', 'InvalidKey', 'Invalid key');
  }
  if (
    !decoded.length ||
    decoded.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))
  ) {
    throw new StorageError(400, '400', 'InvalidKey', `Invalid key: ${decoded.join('/')}`);
  }
  return decoded.join('/');
}

function mimeAllowed(type: string, allowed: string[]): boolean {
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}

function cacheSeconds(value: string | null | undefined): string {
  const match = /(\d+)/.exec(value ?? '');
  return match?.[1] ?? '3600';
}

interface Upload {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return {
      bytes: await readBody(req, limit),
      contentType,
      cacheControl: cacheSeconds(req.headers['cache-control']),
    };
  }
  const raw = await readBody(req, limit + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw new StorageError(400, '400', 'InvalidRequest', 'Malformed multipart body');
  }
  let file: Blob | undefined;
  form.forEach((value) => {
    if (!file && typeof value !== 'string') file = value;
  });
  if (!file) throw new StorageError(400, '400', 'InvalidRequest', 'No file part in multipart body');
  const cacheField = form.get('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: cacheSeconds(typeof cacheField === 'string' ? cacheField : undefined),
  };
}

function mapDbError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '42501')
    throw new StorageError(
      400,
      '403',
      'Unauthorized',
      'new row violates row-level security policy',
    );
  if (code === '23505')
    throw new StorageError(400, '409', 'Duplicate', 'The resource already exists');
  throw error;
}

export function createStorageHandler(options: StorageOptions) {
  const { db, blobs } = options;

  /** Runs `fn` in a transaction with the caller's role and claims, as PostgREST would. */
  function asCaller<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>): Promise<T> {
    return db.tx(async (q) => {
      await q.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
        [claims.role, JSON.stringify(claims)],
      );
      return fn(q);
    });
  }

  async function bucket(id: string): Promise<Bucket> {
    const [row] = await db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!row) throw notFound('Bucket');
    return row;
  }

  async function upload(req: IncomingMessage, bucketId: string, name: string, upsert: boolean) {
    const claims = callerClaims(req, options.jwtSecret);
    const target = await bucket(bucketId);
    const limit = Math.min(
      Number(target.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT),
      GLOBAL_FILE_SIZE_LIMIT,
    );
    const tooLarge = new StorageError(
      413,
      '413',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    );
    let file: Upload;
    try {
      file = await readUpload(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw tooLarge;
      throw error;
    }
    if (file.bytes.length > limit) throw tooLarge;

    const mimetype = file.contentType.split(';')[0]!.trim().toLowerCase();
    const allowed = target.allowed_mime_types ?? [];
    if (allowed.length && !mimeAllowed(mimetype, allowed)) {
      throw new StorageError(
        400,
        '415',
        'invalid_mime_type',
        `mime type ${mimetype} is not supported`,
      );
    }
    // An image-only bucket gets only bytes that really are the image type they claim.
    if (allowed.length && allowed.every((t) => t.toLowerCase().startsWith('image/'))) {
      if (sniffImageType(file.bytes) !== mimetype) {
        throw new StorageError(
          400,
          '415',
          'invalid_mime_type',
          `file content does not match mime type ${mimetype}`,
        );
      }
    }

    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype,
      cacheControl: `max-age=${file.cacheControl}`,
      lastModified: new Date().toUTCString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
      values ($1, $2, auth.uid(), auth.uid()::text, $3)`;
    const sql = upsert
      ? `${insert} on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now() returning id`
      : `${insert} returning id`;
    const id = await asCaller(claims, async (q) => {
      const [row] = await q
        .query<{ id: string }>(sql, [bucketId, name, JSON.stringify(metadata)])
        .catch(mapDbError);
      // Bytes are written inside the transaction: a failed write rolls the row back.
      await blobs.put(`${bucketId}/${name}`, file.bytes);
      return row?.id;
    });
    if (!id)
      throw new StorageError(
        400,
        '403',
        'Unauthorized',
        'new row violates row-level security policy',
      );
    return { Id: id, Key: `${bucketId}/${name}` };
  }

  async function serve(
    res: ServerResponse,
    req: IncomingMessage,
    key: string,
    metadata: ObjectMetadata,
  ) {
    const bytes = await blobs.get(key);
    if (!bytes) throw new StorageError(404, '404', 'not_found', 'Object not found');
    const headers = {
      'content-type': metadata.mimetype,
      'cache-control': metadata.cacheControl,
      etag: metadata.eTag,
      'last-modified': metadata.lastModified,
    };
    if (req.headers['if-none-match'] === metadata.eTag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  }

  async function downloadPublic(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const [row] = await db.query<{ metadata: ObjectMetadata }>(
      `select o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    );
    if (!row) throw new StorageError(404, '404', 'not_found', 'Object not found');
    await serve(res, req, `${bucketId}/${name}`, row.metadata);
  }

  async function downloadAuthenticated(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const claims = callerClaims(req, options.jwtSecret);
    const [row] = await asCaller(claims, (q) =>
      q.query<{ metadata: ObjectMetadata }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ),
    );
    if (!row) throw new StorageError(400, '404', 'not_found', 'Object not found');
    await serve(res, req, `${bucketId}/${name}`, row.metadata);
  }

  async function remove(req: IncomingMessage, bucketId: string, names: string[]) {
    const claims = callerClaims(req, options.jwtSecret);
    const removed = await asCaller(claims, (q) =>
      q.query<{ id: string; name: string; bucket_id: string; metadata: ObjectMetadata }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning id, name, bucket_id, metadata',
        [bucketId, names],
      ),
    );
    await Promise.all(removed.map((o) => blobs.delete(`${bucketId}/${o.name}`)));
    return removed;
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter((s, i) => i > 0 || s !== '');
    if (segments[0] !== 'object')
      throw new StorageError(404, '404', 'not_found', 'Route not found');
    if (
      (segments[1] === 'public' || segments[1] === 'authenticated') &&
      (method === 'GET' || method === 'HEAD')
    ) {
      const [bucketId, ...rest] = segments.slice(2);
      if (!bucketId) throw notFound('Bucket');
      const name = objectName(rest);
      if (segments[1] === 'public') return downloadPublic(req, res, bucketId, name);
      return downloadAuthenticated(req, res, bucketId, name);
    }
    const [bucketId, ...rest] = segments.slice(1);
    if (!bucketId) throw notFound('Bucket');
    if (method === 'DELETE' && rest.length === 0) {
      const body = await readJsonObject(req);
      const prefixes = Array.isArray(body.prefixes)
        ? body.prefixes.filter((p): p is string => typeof p === 'string')
        : [];
      return sendJson(res, 200, await remove(req, bucketId, prefixes));
    }
    const name = objectName(rest);
    if (method === 'POST' || method === 'PUT') {
      // PUT is storage-js's update(): it replaces an existing object.
      const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
      return sendJson(res, 200, await upload(req, bucketId, name, upsert));
    }
    if (method === 'GET') return downloadAuthenticated(req, res, bucketId, name);
    if (method === 'DELETE') {
      const removed = await remove(req, bucketId, [name]);
      if (!removed.length) throw notFound('Object');
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    throw new StorageError(405, '405', 'method_not_allowed', `${method} not allowed`);
  }

  return async function handleStorage(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
  ): Promise<void> {
    // A browser must never run a stored object as another type than it was stored with.
    res.setHeader('x-content-type-options', 'nosniff');
    try {
      await route(req, res, path);
    } catch (error) {
      let e = error;
      if (e instanceof BadJsonError) e = new StorageError(400, '400', 'InvalidJSON', e.message);
      if (e instanceof BodyTooLargeError)
        e = new StorageError(413, '413', 'Payload too large', e.message);
      if (e instanceof StorageError) {
        return sendJson(res, e.httpStatus, {
          statusCode: e.statusCode,
          error: e.error,
          message: e.message,
        });
      }
      options.log(`storage error: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, {
        statusCode: '500',
        error: 'internal',
        message: 'Internal server error',
      });
    }
  };
}
