import type { IncomingMessage } from 'node:http';
import { readJsonObject } from '../http.ts';
import { UUID, blobKey, mustBeValidKey, type StorageContext } from './context.ts';
import { ERRORS, StorageError } from './errors.ts';

/** Listing the keys under a prefix, and moving or copying an object to another key. */
export function objectKeyHandlers(ctx: StorageContext) {
  /** storage.search: the folders and files directly under a prefix. */
  async function list(req: IncomingMessage, bucketId: string) {
    const claims = ctx.callerClaims(req)!;
    await ctx.findBucket(bucketId);
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
    return ctx.asCaller(claims, (q) =>
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
    const claims = ctx.callerClaims(req)!;
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
    const sourceBucket = await ctx.findBucket(source);
    await ctx.findBucket(target);
    const object = await ctx.findObject({ ...sourceBucket, public: false }, from, claims);
    const bytes = await ctx.blobs.get(blobKey(source, from));
    if (!bytes) throw ERRORS.noSuchKey();
    const [row] = await ctx
      .asCaller(claims, async (q) => {
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
        await ctx.blobs.put(blobKey(target, to), bytes);
        if (kind === 'move') await ctx.blobs.delete(blobKey(source, from));
        return rows;
      })
      .catch((error: unknown) => {
        if (error instanceof StorageError && error.code === 'ResourceAlreadyExists')
          throw ERRORS.keyAlreadyExists();
        throw error;
      });
    return kind === 'move'
      ? { message: 'Successfully moved' }
      : { Id: row!.id, Key: `${target}/${to}` };
  }

  return { list, moveOrCopy };
}
