import type { SupabaseClient } from '@supabase/supabase-js';
import {
  RefusedError,
  supabase,
  unwrap,
  type ContentKindName,
  type Language,
  type Tables,
} from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import { t } from '../i18n';

/** Rows of a kind shown at once (a paged kind: per page). */
export const CONTENT_PAGE_SIZE = 25;
const MAX_ROWS = 500;

/**
 * The back office edits every kind with one editor, so the table is a value here and the client
 * cannot type its rows: they hold the kind's columns (ContentKindSpec.fields), which the
 * database checks.
 */
const table = (kind: ContentKindName) => (supabase as unknown as SupabaseClient).from(kind);

export interface ContentListQuery {
  /** The language whose rows are read (each row is in one). */
  lang: Language;
  /** A paged kind's search (by its title) and page (1-based). */
  search?: string;
  page?: number;
  /** Rows of one parent only (a category's articles). */
  parentField?: string;
  parentId?: number | null;
}

export interface ContentList {
  rows: ContentRow[];
  total: number;
}

/** The rows of a kind in one language: in their order, or (paged) newest first. */
export async function listContent(
  spec: ContentKindSpec,
  { lang, search = '', page = 1, parentField, parentId }: ContentListQuery,
  signal?: AbortSignal,
): Promise<ContentList> {
  let request = table(spec.kind).select('*', { count: 'exact' }).eq('lang', lang);
  if (parentField && parentId) request = request.eq(parentField, parentId);
  if (search) request = request.ilike(spec.titleField, `%${search.replace(/[\\%_]/g, '\\$&')}%`);
  if (spec.ordered) request = request.order('position').order('id');
  else
    request = request.order('created_at', { ascending: false }).order('id', { ascending: false });
  const from = spec.paged ? (page - 1) * CONTENT_PAGE_SIZE : 0;
  const to = spec.paged ? from + CONTENT_PAGE_SIZE - 1 : MAX_ROWS - 1;
  if (signal) request = request.abortSignal(signal);
  const result = await request.range(from, to);
  const rows = unwrap(result) as ContentRow[];
  return { rows, total: result.count ?? rows.length };
}

/**
 * Adds a row in `lang` (at the end of an ordered kind) or saves one; answers the row as saved. A
 * save the database filtered out (row-level security: not an editor) is said as such.
 */
export async function saveContent(
  spec: ContentKindSpec,
  lang: Language,
  id: number | null,
  row: Record<string, unknown>,
  nextPosition: number,
): Promise<ContentRow> {
  const request =
    id === null
      ? table(spec.kind).insert({
          ...row,
          lang,
          ...(spec.ordered ? { position: nextPosition } : {}),
        })
      : table(spec.kind).update(row).eq('id', id);
  const saved = unwrap(await request.select('*')) as ContentRow[];
  if (!saved[0]) throw new RefusedError(t('refused'), 403);
  return saved[0];
}

export async function deleteContent(spec: ContentKindSpec, id: number): Promise<void> {
  const removed = unwrap(await table(spec.kind).delete().eq('id', id).select('id'));
  if (!removed.length) throw new RefusedError(t('refused'), 403);
}

/** Puts the rows in this order (one statement, one audit entry). */
export async function reorderContent(kind: ContentKindName, ids: number[]): Promise<void> {
  unwrap(await supabase.rpc('reorder_content', { p_kind: kind, p_ids: ids }));
}

export type ContentRevision = Tables<'content_revisions'>;

/** A row's kept versions, newest first. */
export async function listRevisions(kind: ContentKindName, rowId: number) {
  return unwrap(
    await supabase
      .from('content_revisions')
      .select('id, action, data, saved_at, saved_by_name, restored_from')
      .eq('kind', kind)
      .eq('row_id', rowId)
      .order('id', { ascending: false })
      .range(0, 99),
  );
}
export type RevisionEntry = Awaited<ReturnType<typeof listRevisions>>[number];

/** Writes a kept version back into its row (a new version, marked restored). */
export async function restoreRevision(revisionId: number): Promise<void> {
  unwrap(await supabase.rpc('restore_content_revision', { p_revision: revisionId }));
}

/** Uploads a cover image for a post; answers its object name in the content-media bucket. */
export async function uploadCover(file: File, extension: string): Promise<string> {
  const path = `covers/${crypto.randomUUID()}.${extension}`;
  const { error } = await supabase.storage
    .from('content-media')
    .upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

/**
 * Asks news-notify to tell the chat about posts that went live (this one, published now): the
 * database hands each post out once, so asking again is harmless. Its outcome is the chat's.
 */
export function announceLivePosts(): void {
  void supabase.functions.invoke('news-notify', { body: {} }).catch(() => {});
}
