import type { IncomingMessage } from 'node:http';
import { readJsonObject } from '../http.ts';
import { UUID, VALID_BUCKET, blobKey, type StorageContext } from './context.ts';
import { ERRORS, StorageError } from './errors.ts';

/** Creating, changing, emptying and deleting buckets, each as the caller. */
export function bucketHandlers(ctx: StorageContext) {
  async function createBucket(req: IncomingMessage) {
    const claims = ctx.callerClaims(req)!;
    const body = await readJsonObject(req);
    const name = typeof body.name === 'string' ? body.name : '';
    const id = typeof body.id === 'string' ? body.id : name;
    if (!name || !VALID_BUCKET.test(name) || name.length > 100 || !VALID_BUCKET.test(id)) {
      throw ERRORS.invalidBucketName();
    }
    const allowed = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null;
    await ctx
      .asCaller(claims, (q) =>
        q.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            name,
            typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null,
            typeof claims.sub === 'string' ? claims.sub : null,
            body.public === true,
            ctx.fileSizeLimitOf(body.file_size_limit),
            allowed,
          ],
        ),
      )
      .catch((error: unknown) => {
        if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
          throw ERRORS.bucketAlreadyExists();
        }
        throw error;
      });
    return { name: id };
  }

  async function updateBucket(req: IncomingMessage, id: string) {
    const claims = ctx.callerClaims(req)!;
    const body = await readJsonObject(req);
    const updated = await ctx.asCaller(claims, (q) =>
      q.query(
        `update storage.buckets set public = coalesce($2, public),
           file_size_limit = case when $5 then $3 else file_size_limit end,
           allowed_mime_types = case when $6 then $4 else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning id`,
        [
          id,
          typeof body.public === 'boolean' ? body.public : null,
          ctx.fileSizeLimitOf(body.file_size_limit),
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
    const claims = ctx.callerClaims(req)!;
    await ctx.findBucket(id);
    const removed = await ctx.asCaller(claims, (q) =>
      q.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [
        id,
      ]),
    );
    await Promise.all(removed.map((o) => ctx.blobs.delete(blobKey(id, o.name))));
    return { message: 'Successfully emptied' };
  }

  async function deleteBucket(req: IncomingMessage, id: string) {
    const claims = ctx.callerClaims(req)!;
    await ctx.findBucket(id);
    const [used] = await ctx.asAdmin((q) =>
      q.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]),
    );
    if (used) throw ERRORS.bucketNotEmpty();
    const removed = await ctx.asCaller(claims, (q) =>
      q.query('delete from storage.buckets where id = $1 returning id', [id]),
    );
    if (!removed.length) throw ERRORS.noSuchBucket();
    return { message: 'Successfully deleted' };
  }

  return { createBucket, updateBucket, emptyBucket, deleteBucket };
}
