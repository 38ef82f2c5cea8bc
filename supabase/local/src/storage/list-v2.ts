// POST /object/list-v2/{bucket} (storage-api's listObjectsV2 route): objects under a prefix,
// optionally grouped into folders at the next "/", sorted by name or a timestamp, paged with a
// continuation token. The rows come from the caller's own select (row-level security decides);
// the grouping and ordering follow storage-api's search_v2 / list_objects_with_delimiter /
// search_by_timestamp, then its listObjectsV2.
import type { IncomingMessage } from 'node:http';
import { readJsonObject } from '../http.ts';
import type { StorageContext } from './context.ts';
import { ERRORS, StorageError } from './errors.ts';

interface Row {
  key?: string;
  name: string;
  id: string | null;
  metadata: unknown;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
}

type SortColumn = 'name' | 'updated_at' | 'created_at';

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: Record<string, keyof Cursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
};

function encodeCursor(cursor: Cursor): string {
  let text = '';
  for (const [part, field] of Object.entries(CURSOR_PARTS)) {
    if (cursor[field]) text += `${part}:${cursor[field]}\n`;
  }
  return Buffer.from(text.slice(0, -1)).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(part);
    const field = match ? CURSOR_PARTS[match[1]!] : undefined;
    if (!match || !field) {
      throw new StorageError(400, 'InvalidParameter', 'Invalid Parameter continuation token');
    }
    cursor[field] = match[2]!;
  }
  return cursor;
}

/** name COLLATE "C": byte order of the UTF-8 text. */
const byName = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** date_trunc('milliseconds', …), a missing time as the epoch. */
const millis = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);

/** The rows storage-api's database functions return, before listObjectsV2 shapes them. */
function searchRows(
  rows: Row[],
  prefix: string,
  delimited: boolean,
  column: SortColumn | undefined,
  descending: boolean,
  after: { name: string; time?: string } | null,
): Row[] {
  let entries = rows;
  const timed = column && column !== 'name' ? column : undefined;
  if (delimited) {
    const folders = new Map<string, Row>();
    const leaves: Row[] = [];
    for (const row of rows) {
      const slash = row.name.indexOf('/', prefix.length);
      if (slash < 0) {
        leaves.push(row);
        continue;
      }
      // search_by_timestamp names a folder without its "/" and dates it by its oldest object.
      const name = row.name.slice(0, timed ? slash : slash + 1);
      const folder = folders.get(name);
      if (!folder || millis(row.created_at) < millis(folder.created_at)) {
        folders.set(name, {
          name,
          id: null,
          metadata: null,
          updated_at: timed ? row.created_at : null,
          created_at: timed ? row.created_at : null,
          last_accessed_at: null,
        });
      }
    }
    entries = [...folders.values(), ...leaves];
    const level = prefix === '' ? 1 : prefix.split('/').length;
    entries = entries.map((row) => ({ ...row, key: row.name.split('/')[level - 1] ?? '' }));
  }
  const sign = descending ? -1 : 1;
  const compare = (a: Row, b: Row) =>
    sign * ((timed ? millis(a[timed]) - millis(b[timed]) : 0) || byName(a.name, b.name));
  const cursorRow: Row | null = after
    ? {
        name: after.name,
        id: null,
        metadata: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        ...(timed ? { [timed]: after.time ?? null } : {}),
      }
    : null;
  return entries.filter((row) => !cursorRow || compare(row, cursorRow) > 0).sort(compare);
}

export function listV2Handler(ctx: StorageContext) {
  return async function listV2(req: IncomingMessage, bucketId: string) {
    const claims = ctx.callerClaims(req)!;
    await ctx.findBucket(bucketId);
    const body = await readJsonObject(req);
    const { limit: givenLimit, with_delimiter: delimited, cursor: token } = body;
    if (givenLimit !== undefined && (!Number.isInteger(givenLimit) || (givenLimit as number) < 1))
      throw ERRORS.invalidRequest('body/limit must be integer >= 1');
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    if (
      body.sortBy !== undefined &&
      !['name', 'updated_at', 'created_at'].includes(sortBy.column as string)
    ) {
      throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    const prefix = typeof body.prefix === 'string' ? body.prefix : '';
    const limit = Math.min((givenLimit as number | undefined) || 1000, 1000);
    const cursor = typeof token === 'string' && token ? decodeCursor(token) : undefined;
    const order = cursor?.sortOrder || (sortBy.order as string | undefined) || 'asc';
    const column = (cursor?.sortColumn || sortBy.column) as SortColumn | undefined;
    // Without a delimiter storage-api sorts by a timestamp or by name alone.
    const sortColumn = delimited === true ? column : column === 'name' ? undefined : column;

    const rows = await ctx.asCaller(claims, (q) =>
      q.query<Row>(
        `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
         where bucket_id = $1 and starts_with(name, $2)`,
        [bucketId, prefix],
      ),
    );
    let found = searchRows(
      rows,
      prefix,
      delimited === true,
      sortColumn,
      order === 'desc',
      cursor ? { name: cursor.startAfter, time: cursor.sortColumnAfter } : null,
    ).slice(0, limit + 1);

    if (delimited === true) {
      // listObjectsV2: a name with a "/" after the prefix stands for its folder.
      let previous = '';
      const grouped: Row[] = [];
      for (const row of found) {
        const slash = row.name.replace(prefix, '').indexOf('/');
        if (slash < 0) {
          grouped.push(row);
          continue;
        }
        const folder = row.name.substring(0, prefix.length + slash + 1);
        if (folder === previous) continue;
        previous = folder;
        grouped.push({ id: null, name: folder } as Row);
      }
      found = grouped;
    }
    const hasNext = found.length > limit;
    const page = found.slice(0, limit);
    const folders = page
      .filter((row) => row.id === null)
      .map((row) => ({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` }));
    const objects = page.filter((row) => row.id !== null);
    const last = page.at(-1);
    const lastTime = sortColumn && sortColumn !== 'name' ? last?.[sortColumn] : null;
    return {
      hasNext,
      nextCursor:
        hasNext && last
          ? encodeCursor({
              startAfter: last.name,
              sortOrder: cursor?.sortOrder || (sortBy.order as string | undefined),
              sortColumn,
              sortColumnAfter: lastTime ? new Date(lastTime).toISOString() : undefined,
            })
          : undefined,
      nextCursorKey: hasNext ? last?.name : undefined,
      folders,
      objects,
    };
  };
}
