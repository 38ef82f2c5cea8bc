import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import type { JwtClaims } from '../jwt.ts';
import {
  OBJECT_COLUMNS,
  UUID,
  blobKey,
  mustBeValidKey,
  servedType,
  type ObjectMetadata,
  type ObjectRow,
  type StorageContext,
} from './context.ts';
import { ERRORS, StorageError } from './errors.ts';
import { readUpload } from './upload.ts';

const ownerOf = (claims: JwtClaims) => (typeof claims.sub === 'string' ? claims.sub : null);

/** The row of an upload (a new version each time); with upsert it replaces the existing one. */
function writeObjectSql(upsert: boolean): string {
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text)`;
  return upsert
    ? `${insert} on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version returning id`
    : `${insert} returning id`;
}

/** Thrown to roll back a trial write; says whether the policies let it through. */
class PermissionProbe extends Error {
  constructor(readonly permitted: boolean) {
    super('permission probe');
  }
}

/** Uploading, reading (with renderer headers and ranges) and removing objects. */
export function objectHandlers(ctx: StorageContext) {
  async function upload(
    req: IncomingMessage,
    bucketId: string,
    name: string,
    upsert: boolean,
    claims: JwtClaims,
  ) {
    const bucket = await ctx.findBucket(bucketId);
    mustBeValidKey(name);
    const limit = Math.min(
      bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
      ctx.options.fileSizeLimit,
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
    const owner = ownerOf(claims);
    const id = await ctx.asCaller(claims, async (q) => {
      const [row] = await q.query<{ id: string }>(writeObjectSql(upsert), [
        bucketId,
        name,
        owner && UUID.test(owner) ? owner : null,
        owner,
        JSON.stringify(metadata),
        file.userMetadata ? JSON.stringify(file.userMetadata) : null,
      ]);
      // Written inside the transaction: a failed write rolls the row back.
      await ctx.blobs.put(blobKey(bucketId, name), file.bytes);
      return row?.id;
    });
    if (!id) throw ERRORS.accessDenied('new row violates row-level security policy');
    return { Id: id, Key: `${bucketId}/${name}` };
  }

  /**
   * storage-api's canUpload (signing an upload URL): the caller's insert, or with upsert its
   * insert-or-update, tried under the bucket's policies and rolled back.
   */
  async function canUpload(
    claims: JwtClaims,
    bucketId: string,
    name: string,
    upsert: boolean,
    mimeType: string | undefined,
  ): Promise<void> {
    await ctx.findBucket(bucketId);
    mustBeValidKey(name);
    const owner = ownerOf(claims);
    const tried = await ctx
      .asCaller(claims, async (q) => {
        const [row] = await q.query<{ id: string }>(writeObjectSql(upsert), [
          bucketId,
          name,
          owner && UUID.test(owner) ? owner : null,
          owner,
          JSON.stringify({ mimetype: mimeType }),
          null,
        ]);
        throw new PermissionProbe(row !== undefined);
      })
      .catch((error: unknown) => {
        if (error instanceof PermissionProbe) return error.permitted;
        throw error;
      });
    if (!tried) throw ERRORS.accessDenied('new row violates row-level security policy');
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
    const bytes = await ctx.blobs.get(blobKey(object.bucket_id, object.name));
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
    const claims = mode === 'public' ? null : ctx.callerClaims(req, mode === 'optional');
    const bucket = await ctx.findBucket(bucketId).catch(() => null);
    if (!bucket || ((mode === 'public' || !claims) && !bucket.public)) throw ERRORS.noSuchBucket();
    const object = await ctx.findObject(bucket, name, claims);
    if (info) return sendJson(res, 200, infoJson(object));
    await serve(req, res, object, {
      head: req.method === 'HEAD',
      download: url.searchParams.get('download'),
    });
  }

  async function remove(req: IncomingMessage, bucketId: string, names: string[]) {
    const claims = ctx.callerClaims(req)!;
    await ctx.findBucket(bucketId);
    const removed = await ctx.asCaller(claims, (q) =>
      q.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    );
    await Promise.all(removed.map((o) => ctx.blobs.delete(blobKey(bucketId, o.name))));
    return removed;
  }

  return { upload, canUpload, serve, read, remove };
}
