// What every /storage/v1 route shares: the options, the row shapes, the caller's verified token
// and the two ways to reach the database (as the caller, or as storage-api's own role).
import type { IncomingMessage } from 'node:http';
import type { BlobStore } from '../blobs.ts';
import { parseSize, ConfigError } from '../config.ts';
import type { Database, Queryable } from '../db.ts';
import { bearerToken } from '../http.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { ERRORS, fromDatabaseError } from './errors.ts';

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
export const VALID_BUCKET = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Bucket {
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

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
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

export const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
export const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

export function mustBeValidKey(key: string): void {
  if (!key || !VALID_KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw ERRORS.invalidKey(key);
  }
}

export const blobKey = (bucket: string, name: string) => `${bucket}/${name}`;

/** storage-api's sorting of text/html: never served as a page from the storage origin. */
export const servedType = (mimeType: string) =>
  mimeType.includes('text/html') ? 'text/plain' : mimeType;

export function createStorageContext(options: StorageOptions) {
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

  return {
    options,
    blobs,
    callerClaims,
    asAdmin,
    asCaller,
    findBucket,
    bucketJson,
    fileSizeLimitOf,
    findObject,
  };
}

export type StorageContext = ReturnType<typeof createStorageContext>;
