// storage-api's REST routes under /storage/v1 (buckets, objects, listing, move, copy, info,
// signed URLs). Work the caller may do runs AS THE CALLER (role and request.jwt.claims set as
// PostgREST does), so the migrations' storage policies decide; bookkeeping runs as
// supabase_storage_admin, storage-api's own role.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobStore } from '../blobs.ts';
import { parseSize, ConfigError } from '../config.ts';
import type { Database, Queryable } from '../db.ts';
import { BadJsonError, BodyTooLargeError, bearerToken, readJsonObject, sendJson } from '../http.ts';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import {
  ERRORS,
  StorageError,
  fromDatabaseError,
  sendRouteNotFound,
  sendStorageError,
} from './errors.ts';
import { readUpload } from './upload.ts';

export interface StorageOptions {
  db: Database;
  blobs: BlobStore;
  jwtSecret: string;
  /** [storage] file_size_limit of config.toml: no bucket accepts more. */
  fileSizeLimit: number;
  log: (line: string) => void;
}

const ADMIN = 'supabase_storage_admin';
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
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

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

function mustBeValidKey(key: string): void {
  if (!key || !VALID_KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw ERRORS.invalidKey(key);
  }
}

const blobKey = (bucket: string, name: string) => `${bucket}/${name}`;

/** storage-api's sorting of text/html: never served as a page from the storage origin. */
const servedType = (mimeType: string) => (mimeType.includes('text/html') ? 'text/plain' : mimeType);

export function createStorageHandler(options: StorageOptions) {
  const { db, blobs } = options;

  /** The verified JWT of Authorization, or null (no header); AccessDenied when it is invalid. */
  function callerClaims(req: IncomingMessage, optional = false): JwtClaims | null {
    const token = bearerToken(req);
    if (!token) {
      if (optional) return null;
      throw ERRORS.accessDenied('Invalid Compact JWS');
    }
    try {
      const claims = verifyJwt(token, options.jwtSecret);
      if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) {
        throw ERRORS.accessDenied(`role "${String(claims.role)}" does not exist`);
      }
      return claims;
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      if (optional) return null;
      throw ERRORS.accessDenied(
        error.message.replace(/^invalid JWT: unable to parse or verify signature, /, ''),
      );
    }
  }

  const asAdmin = <T>(fn: (q: Queryable) => Promise<T>) => db.tx(fn, { role: ADMIN });

  /** One transaction with the caller's role and claims, as PostgREST would run it. */
  function asCaller<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>): Promise<T> {
    return db.tx(async (q) => {
      await q.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true), set_config('storage.allow_delete_query', 'true', true)",
        [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
      );
      return fn(q).catch(fromDatabaseError);
    });
  }

  async function findBucket(id: string): Promise<Bucket> {
    const [row] = await asAdmin((q) =>
      q.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!row) throw ERRORS.noSuchBucket();
    return row;
  }

  const bucketJson = (b: Bucket) => ({
    ...b,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
  });

  function fileSizeLimitOf(value: unknown): number | null {
    if (value === undefined || value === null) return null;
    try {
      return parseSize(value, 'file_size_limit');
    } catch (error) {
      if (error instanceof ConfigError) {
        throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
      }
      throw error;
    }
  }

  // Buckets ---------------------------------------------------------------------------------
  async function createBucket(req: IncomingMessage) {
    const claims = callerClaims(req)!;
    const body = await readJsonObject(req);
    const name = typeof body.name === 'string' ? body.name : '';
    const id = typeof body.id === 'string' ? body.id : name;
    if (!name || !VALID_BUCKET.test(name) || name.length > 100 || !VALID_BUCKET.test(id)) {
      throw ERRORS.invalidBucketName();
    }
    const allowed = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null;
    await asCaller(claims, (q) =>
      q.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null,
          typeof claims.sub === 'string' ? claims.sub : null,
          body.public === true,
          fileSizeLimitOf(body.file_size_limit),
          allowed,
        ],
      ),
    ).catch((error: unknown) => {
      if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
        throw ERRORS.bucketAlreadyExists();
      }
      throw error;
    });
    return { name: id };
  }

  async function updateBucket(req: IncomingMessage, id: string) {
    const claims = callerClaims(req)!;
    const body = await readJsonObject(req);
    const updated = await asCaller(claims, (q) =>
      q.query(
        `update storage.buckets set public = coalesce($2, public),
           file_size_limit = case when $5 then $3 else file_size_limit end,
           allowed_mime_types = case when $6 then $4 else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning id`,
        [
          id,
          typeof body.public === 'boolean' ? body.public : null,
          fileSizeLimitOf(body.file_size_limit),
          Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null,
          'file_size_limit' in body,
          'allowed_mime_types' in body,
        ],
      ),
    );
    if (!updated.length) throw ERRORS.noSuchBucket();
    return { message: 'Successfully updated' };
  }

  async function emptyBucket(req: IncomingMessage, id: string) {
    const claims = callerClaims(req)!;
    await findBucket(id);
    const removed = await asCaller(claims, (q) =>
      q.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [
        id,
      ]),
    );
    await Promise.all(removed.map((o) => blobs.delete(blobKey(id, o.name))));
    return { message: 'Successfully emptied' };
  }

  async function deleteBucket(req: IncomingMessage, id: string) {
    const claims = callerClaims(req)!;
    await findBucket(id);
    const [used] = await asAdmin((q) =>
      q.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]),
    );
    if (used) throw ERRORS.bucketNotEmpty();
    const removed = await asCaller(claims, (q) =>
      q.query('delete from storage.buckets where id = $1 returning id', [id]),
    );
    if (!removed.length) throw ERRORS.noSuchBucket();
    return { message: 'Successfully deleted' };
  }

  // Objects ---------------------------------------------------------------------------------
  async function upload(
    req: IncomingMessage,
    bucketId: string,
    name: string,
    upsert: boolean,
    claims: JwtClaims,
  ) {
    const bucket = await findBucket(bucketId);
    mustBeValidKey(name);
    const limit = Math.min(
      bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
      options.fileSizeLimit,
    );
    const file = await readUpload(req, limit, bucket.allowed_mime_types);
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
      size: file.bytes.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text)`;
    const sql = upsert
      ? `${insert} on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version returning id`
      : `${insert} returning id`;
    const id = await asCaller(claims, async (q) => {
      const [row] = await q.query<{ id: string }>(sql, [
        bucketId,
        name,
        owner && UUID.test(owner) ? owner : null,
        owner,
        JSON.stringify(metadata),
        file.userMetadata ? JSON.stringify(file.userMetadata) : null,
      ]);
      // Written inside the transaction: a failed write rolls the row back.
      await blobs.put(blobKey(bucketId, name), file.bytes);
      return row?.id;
    });
    if (!id) throw ERRORS.accessDenied('new row violates row-level security policy');
    return { Id: id, Key: `${bucketId}/${name}` };
  }

  /** The object row: bypassing RLS for public buckets and signed URLs, as the caller otherwise. */
  async function findObject(
    bucket: Bucket,
    name: string,
    claims: JwtClaims | null,
  ): Promise<ObjectRow> {
    const select = (q: Queryable) =>
      q.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucket.id, name],
      );
    const [row] = bucket.public || !claims ? await asAdmin(select) : await asCaller(claims, select);
    if (!row) throw ERRORS.noSuchKey();
    return row;
  }

  /** storage-api's renderer headers; `head` leaves the body out. */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    object: ObjectRow,
    opts: { head: boolean; download?: string | null },
  ) {
    const { metadata } = object;
    const headers: Record<string, string | number> = {
      'accept-ranges': 'bytes',
      'content-type': servedType(metadata.mimetype),
      etag: metadata.eTag,
      'x-robots-tag': 'none',
      'x-content-type-options': 'nosniff',
      'last-modified': metadata.lastModified,
      'cache-control': metadata.cacheControl,
    };
    if (opts.download !== undefined && opts.download !== null) {
      const encoded = encodeURIComponent(opts.download);
      headers['content-disposition'] =
        opts.download === ''
          ? 'attachment;'
          : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
    }
    if (req.headers['if-none-match'] === metadata.eTag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (opts.head) {
      res.writeHead(200, { ...headers, 'content-length': metadata.contentLength }).end();
      return;
    }
    const bytes = await blobs.get(blobKey(object.bucket_id, object.name));
    if (!bytes) throw new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found');
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
      const end =
        range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      if (start > end || start >= bytes.length) throw ERRORS.invalidRange();
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
        'content-length': end - start + 1,
      });
      res.end(bytes.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  }

  function infoJson(object: ObjectRow) {
    return {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: object.metadata.size ?? null,
      content_type: object.metadata.mimetype ?? null,
      cache_control: object.metadata.cacheControl ?? null,
      etag: object.metadata.eTag ?? null,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    };
  }

  /** GET/HEAD/info of /object/{public,authenticated,info…}/bucket/name and /object/bucket/name. */
  async function read(
    req: IncomingMessage,
    res: ServerResponse,
    mode: 'public' | 'authenticated' | 'optional',
    bucketId: string,
    name: string,
    url: URL,
    info: boolean,
  ) {
    const claims = mode === 'public' ? null : callerClaims(req, mode === 'optional');
    const bucket = await findBucket(bucketId).catch(() => null);
    if (!bucket || ((mode === 'public' || !claims) && !bucket.public)) throw ERRORS.noSuchBucket();
    const object = await findObject(bucket, name, claims);
    if (info) return sendJson(res, 200, infoJson(object));
    await serve(req, res, object, {
      head: req.method === 'HEAD',
      download: url.searchParams.get('download'),
    });
  }

  async function remove(req: IncomingMessage, bucketId: string, names: string[]) {
    const claims = callerClaims(req)!;
    await findBucket(bucketId);
    const removed = await asCaller(claims, (q) =>
      q.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    );
    await Promise.all(removed.map((o) => blobs.delete(blobKey(bucketId, o.name))));
    return removed;
  }

  /** storage.search: the folders and files directly under a prefix. */
  async function list(req: IncomingMessage, bucketId: string) {
    const claims = callerClaims(req)!;
    await findBucket(bucketId);
    const body = await readJsonObject(req);
    if (typeof body.prefix !== 'string')
      throw ERRORS.invalidRequest("body must have required property 'prefix'");
    const prefix =
      body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
    const limit = Number.isInteger(body.limit) ? (body.limit as number) : 100;
    const offset = Number.isInteger(body.offset) ? (body.offset as number) : 0;
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(
      sortBy.column ?? '',
    )
      ? sortBy.column!
      : 'name';
    const order = sortBy.order === 'desc' ? 'desc' : 'asc';
    const search = typeof body.search === 'string' ? body.search : '';
    return asCaller(claims, (q) =>
      q.query(
        `with level as (
           select split_part(substr(name, length($2) + 1), '/', 1) as entry,
                  position('/' in substr(name, length($2) + 1)) > 0 as is_folder, o.*
           from storage.objects o
           where bucket_id = $1 and starts_with(name, $2) and name <> $2
         ), entries as (
           select entry as name, null::uuid as id, null::timestamptz as updated_at,
                  null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from level where is_folder group by entry
           union all
           select entry, id, updated_at, created_at, last_accessed_at, metadata from level where not is_folder
         )
         select * from entries where name ilike $3 || '%'
         order by (id is null) desc, ${column} ${order} nulls first, name ${order}
         limit $4 offset $5`,
        [bucketId, prefix, search, limit, offset],
      ),
    );
  }

  async function moveOrCopy(req: IncomingMessage, kind: 'move' | 'copy') {
    const claims = callerClaims(req)!;
    const body = await readJsonObject(req);
    const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const source = str('bucketId');
    const from = str('sourceKey');
    const to = str('destinationKey');
    const target = str('destinationBucket') || source;
    if (!source || !from || !to) {
      throw ERRORS.invalidRequest(
        "body must have required property 'bucketId', 'sourceKey' and 'destinationKey'",
      );
    }
    mustBeValidKey(to);
    const sourceBucket = await findBucket(source);
    await findBucket(target);
    const object = await findObject({ ...sourceBucket, public: false }, from, claims);
    const bytes = await blobs.get(blobKey(source, from));
    if (!bytes) throw ERRORS.noSuchKey();
    const [row] = await asCaller(claims, async (q) => {
      const rows =
        kind === 'move'
          ? await q.query<{ id: string }>(
              `update storage.objects set bucket_id = $3, name = $4, version = gen_random_uuid()::text
               where bucket_id = $1 and name = $2 returning id`,
              [source, from, target, to],
            )
          : await q.query<{ id: string }>(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
               values ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text) returning id`,
              [
                target,
                to,
                typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null,
                typeof claims.sub === 'string' ? claims.sub : null,
                JSON.stringify(object.metadata),
                body.copyMetadata === false ? null : JSON.stringify(object.user_metadata),
              ],
            );
      if (!rows.length) throw ERRORS.accessDenied('new row violates row-level security policy');
      await blobs.put(blobKey(target, to), bytes);
      if (kind === 'move') await blobs.delete(blobKey(source, from));
      return rows;
    }).catch((error: unknown) => {
      if (error instanceof StorageError && error.code === 'ResourceAlreadyExists')
        throw ERRORS.keyAlreadyExists();
      throw error;
    });
    return kind === 'move'
      ? { message: 'Successfully moved' }
      : { Id: row!.id, Key: `${target}/${to}` };
  }

  // Signed URLs: JWTs signed with the project's secret naming the object, as storage-api's.
  async function signUrl(claims: JwtClaims, bucketId: string, name: string, expiresIn: unknown) {
    if (!Number.isInteger(expiresIn) || (expiresIn as number) < 1) {
      throw ERRORS.invalidRequest('body/expiresIn must be >= 1');
    }
    await findObject({ ...(await findBucket(bucketId)), public: false }, name, claims);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { url: `${bucketId}/${name}`, iat, exp: iat + (expiresIn as number) },
      options.jwtSecret,
    );
    return `/object/sign/${bucketId}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  function verifySigned(url: URL, expected: string): JwtClaims {
    const token = url.searchParams.get('token');
    if (!token) throw ERRORS.invalidRequest('Missing token');
    let claims: JwtClaims;
    try {
      claims = verifyJwt(token, options.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError && error.message.includes('expired'))
        throw ERRORS.expiredSignature();
      throw ERRORS.invalidSignature();
    }
    if (claims.url !== expected) throw ERRORS.invalidSignature();
    return claims;
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    // Every storage answer, errors included, is never content-sniffed by a browser.
    res.setHeader('x-content-type-options', 'nosniff');
    let parts: string[];
    try {
      parts = path
        .split('/')
        .filter((s, i) => i > 0 || s !== '')
        .map((s) => decodeURIComponent(s));
    } catch {
      throw ERRORS.invalidKey(path);
    }
    const [area, first = '', ...rest] = parts;
    const restName = () => rest.join('/');

    if (area === 'bucket') {
      if (method === 'GET' && !first) {
        const claims = callerClaims(req)!;
        const rows = await asCaller(claims, (q) =>
          q.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`),
        );
        return sendJson(res, 200, rows.map(bucketJson));
      }
      if (method === 'POST' && !first) return sendJson(res, 200, await createBucket(req));
      if (method === 'GET' && first && !rest.length) {
        const claims = callerClaims(req)!;
        const [row] = await asCaller(claims, (q) =>
          q.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [first]),
        );
        if (!row) throw ERRORS.noSuchBucket();
        return sendJson(res, 200, bucketJson(row));
      }
      if (method === 'PUT' && first && !rest.length)
        return sendJson(res, 200, await updateBucket(req, first));
      if (method === 'POST' && first && rest.join('/') === 'empty') {
        return sendJson(res, 200, await emptyBucket(req, first));
      }
      if (method === 'DELETE' && first && !rest.length)
        return sendJson(res, 200, await deleteBucket(req, first));
    }

    if (area === 'object') {
      const reading = method === 'GET' || method === 'HEAD';
      if (reading && (first === 'public' || first === 'authenticated')) {
        const [bucket = '', ...name] = rest;
        return read(req, res, first, bucket, name.join('/'), url, false);
      }
      if (method === 'GET' && first === 'info') {
        const [scope = '', ...tail] = rest;
        const mode =
          scope === 'public' ? 'public' : scope === 'authenticated' ? 'authenticated' : 'optional';
        const [bucket = '', ...name] = mode === 'optional' ? rest : tail;
        return read(req, res, mode, bucket, name.join('/'), url, true);
      }
      if (method === 'POST' && first === 'list' && rest.length === 1) {
        return sendJson(res, 200, await list(req, rest[0]!));
      }
      if (method === 'POST' && (first === 'move' || first === 'copy') && !rest.length) {
        return sendJson(res, 200, await moveOrCopy(req, first));
      }
      if (first === 'sign' && rest.length) {
        const [bucket = '', ...name] = rest;
        if (method === 'POST' && name.length) {
          const claims = callerClaims(req)!;
          const body = await readJsonObject(req);
          return sendJson(res, 200, {
            signedURL: await signUrl(claims, bucket, name.join('/'), body.expiresIn),
          });
        }
        if (method === 'POST') {
          const claims = callerClaims(req)!;
          const body = await readJsonObject(req);
          const paths = Array.isArray(body.paths)
            ? body.paths.filter((p): p is string => typeof p === 'string')
            : [];
          const signed = [];
          for (const p of paths) {
            try {
              signed.push({
                error: null,
                path: p,
                signedURL: await signUrl(claims, bucket, p, body.expiresIn),
              });
            } catch (error) {
              if (!(error instanceof StorageError)) throw error;
              signed.push({
                error: 'Either the object does not exist or you do not have access to it',
                path: p,
                signedURL: null,
              });
            }
          }
          return sendJson(res, 200, signed);
        }
        if (reading) {
          verifySigned(url, `${bucket}/${name.join('/')}`);
          const object = await findObject(
            { ...(await findBucket(bucket)), public: true },
            name.join('/'),
            null,
          );
          return serve(req, res, object, {
            head: method === 'HEAD',
            download: url.searchParams.get('download'),
          });
        }
      }
      if (first === 'upload' && rest[0] === 'sign' && rest.length > 2) {
        const [, bucket = '', ...name] = rest;
        const key = name.join('/');
        if (method === 'POST') {
          const claims = callerClaims(req)!;
          const token = signJwt(
            {
              url: `${bucket}/${key}`,
              owner: claims.sub,
              upsert: req.headers['x-upsert'] === 'true',
              exp: Math.floor(Date.now() / 1000) + 7200,
            },
            options.jwtSecret,
          );
          return sendJson(res, 200, {
            url: `/object/upload/sign/${bucket}/${key}?token=${token}`,
            token,
          });
        }
        if (method === 'PUT') {
          const signed = verifySigned(url, `${bucket}/${key}`);
          const claims: JwtClaims = { role: 'service_role', sub: signed.owner };
          return sendJson(res, 200, await upload(req, bucket, key, signed.upsert === true, claims));
        }
      }
      if (method === 'DELETE' && first && !rest.length) {
        const body = await readJsonObject(req);
        const prefixes = Array.isArray(body.prefixes)
          ? body.prefixes.filter((p): p is string => typeof p === 'string')
          : [];
        return sendJson(res, 200, await remove(req, first, prefixes));
      }
      if (first && rest.length) {
        if (reading) return read(req, res, 'optional', first, restName(), url, false);
        if (method === 'POST' || method === 'PUT') {
          const claims = callerClaims(req)!;
          // PUT is storage-js's update(): it replaces (or creates) the object.
          const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
          return sendJson(res, 200, await upload(req, first, restName(), upsert, claims));
        }
        if (method === 'DELETE') {
          const removed = await remove(req, first, [restName()]);
          if (!removed.length) throw ERRORS.noSuchKey();
          return sendJson(res, 200, { message: 'Successfully deleted' });
        }
      }
    }

    if (area === 'render') throw ERRORS.featureNotEnabled('image_transformation');
    sendRouteNotFound(res, method, `/storage/v1${path}${url.search}`);
  }

  return async function handleStorage(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    try {
      await route(req, res, path, url);
    } catch (error) {
      let e = error;
      if (e instanceof BadJsonError) e = ERRORS.invalidRequest(e.message);
      if (e instanceof BodyTooLargeError) e = ERRORS.entityTooLarge();
      if (e instanceof StorageError) return sendStorageError(res, e);
      options.log(`storage error: ${(error as Error).stack ?? String(error)}`);
      sendStorageError(
        res,
        new StorageError(500, 'InternalError', 'Internal server error', 'internal'),
      );
    }
  };
}
