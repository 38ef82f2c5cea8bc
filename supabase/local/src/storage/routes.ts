// storage-api's REST routes under /storage/v1 (buckets, objects, listing, move, copy, info,
// signed URLs). Work the caller may do runs AS THE CALLER (role and request.jwt.claims set as
// PostgREST does), so the migrations' storage policies decide; bookkeeping runs as
// supabase_storage_admin, storage-api's own role.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadJsonError, BodyTooLargeError, readJsonObject, sendJson } from '../http.ts';
import { bucketHandlers } from './buckets.ts';
import {
  BUCKET_COLUMNS,
  createStorageContext,
  type Bucket,
  type StorageOptions,
} from './context.ts';
import { ERRORS, StorageError, sendRouteNotFound, sendStorageError } from './errors.ts';
import { listV2Handler } from './list-v2.ts';
import { objectKeyHandlers } from './object-keys.ts';
import { objectHandlers } from './objects.ts';
import { signedUrls } from './signed-urls.ts';

export function createStorageHandler(options: StorageOptions) {
  const ctx = createStorageContext(options);
  const { callerClaims, asCaller, findBucket, bucketJson, findObject } = ctx;
  const { createBucket, updateBucket, emptyBucket, deleteBucket } = bucketHandlers(ctx);
  const objects = objectHandlers(ctx);
  const { upload, serve, read, remove } = objects;
  const { list, moveOrCopy } = objectKeyHandlers(ctx);
  const listV2 = listV2Handler(ctx);
  const { signUrl, verifySigned, signUploadUrl, uploadWithToken } = signedUrls(ctx, objects);

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
      if (method === 'POST' && first === 'list-v2' && rest.length === 1) {
        return sendJson(res, 200, await listV2(req, rest[0]!));
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
          verifySigned(url, `${bucket}/${name.join('/')}`, 'download');
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
        if (method === 'POST')
          return sendJson(res, 200, await signUploadUrl(req, bucket, name.join('/')));
        if (method === 'PUT') {
          return sendJson(res, 200, await uploadWithToken(req, url, bucket, name.join('/')));
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
