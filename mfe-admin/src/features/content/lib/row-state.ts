import type { ContentRow } from '@norsecraft/shared/content-kinds';

/** How a row stands for visitors: an article or post is a draft, scheduled or published. */
export function publishState(
  row: ContentRow,
  now = Date.now(),
): 'draft' | 'scheduled' | 'published' | null {
  if (!('status' in row)) return null;
  if (row.status !== 'published') return 'draft';
  const at = typeof row.published_at === 'string' ? Date.parse(row.published_at) : NaN;
  return at > now ? 'scheduled' : 'published';
}

/** The position after the last of `rows` (a new row goes to the end). */
export function nextPosition(rows: readonly ContentRow[]): number {
  return rows.reduce((last, row) => Math.max(last, Number(row.position ?? 0)), 0) + 1;
}
