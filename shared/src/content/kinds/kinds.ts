/**
 * Every kind of content staff edit in the back office: its table, where it shows, who edits it,
 * how it is listed and its form. The limits are the database's (the migration's checks); the
 * back office builds its forms, lists and versions from these, one editor for every kind.
 */
import type { ContentKindSpec } from './kind-spec';
import { PAGE_KINDS } from './kinds-pages';
import { SITE_KINDS } from './kinds-site';

export type { ContentKindSpec } from './kind-spec';

export const CONTENT_KINDS: readonly ContentKindSpec[] = [...PAGE_KINDS, ...SITE_KINDS];

/** A kind by its table name. */
export function contentKind(kind: string): ContentKindSpec | undefined {
  return CONTENT_KINDS.find((spec) => spec.kind === kind);
}

/** A kind by its back office address part (`vote-sites`). */
export function contentKindOfPath(part: string): ContentKindSpec | undefined {
  return contentKind(part.replaceAll('-', '_'));
}
