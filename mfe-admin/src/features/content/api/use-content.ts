import {
  applySiteSettings,
  contentLanguage,
  notify,
  type Language,
  type SiteSettings,
} from '@norsecraft/shared';
import type { ContentKindSpec } from '@norsecraft/shared/content-kinds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import {
  announceLivePosts,
  deleteContent,
  listContent,
  listRevisions,
  reorderContent,
  restoreRevision,
  saveContent,
  type ContentListQuery,
} from './content-api';
import { t } from '../i18n';

/** The rows of a kind (a paged kind: one page); the page shown stays while the next loads. */
export const useContentList = (spec: ContentKindSpec, query: ContentListQuery, enabled = true) =>
  useQuery({
    queryKey: [...adminKeys.content(spec.kind), 'list', query] as const,
    queryFn: ({ signal }) => listContent(spec, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A row's kept versions, asked for again whenever the dialog opens. */
export const useRevisions = (spec: ContentKindSpec, rowId: number) =>
  useQuery({
    queryKey: [...adminKeys.content(spec.kind), 'revisions', rowId] as const,
    queryFn: () => listRevisions(spec.kind, rowId),
    staleTime: 0,
  });

/**
 * After any change to a kind: its lists and versions, the audit log and the public pages' content
 * (an editor who looks at the page next sees the change at once).
 */
function useInvalidateContent(spec: ContentKindSpec) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.content(spec.kind) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      queryClient.invalidateQueries({ queryKey: ['content'] }),
    ]);
}

/** Adds (no id) or saves a row; the form shows a failure beside its fields. */
export function useSaveContent(spec: ContentKindSpec, lang: Language) {
  const invalidate = useInvalidateContent(spec);
  return useMutation({
    mutationFn: ({
      id,
      row,
      nextPosition,
    }: {
      id: number | null;
      row: Record<string, unknown>;
      nextPosition: number;
    }) => saveContent(spec, lang, id, row, nextPosition),
    onSuccess: (saved, { id }) => {
      notify(t(id === null ? 'added' : 'saved', { singular: spec.singular }));
      if (spec.kind === 'news_posts' && saved.status === 'published') announceLivePosts();
      // This tab shows the new addresses at once (when they are its language's); every page load
      // gets them from the host.
      if (spec.kind === 'site_settings' && saved.lang === contentLanguage()) {
        applySiteSettings(saved as unknown as SiteSettings);
      }
    },
    onSettled: invalidate,
  });
}

export function useDeleteContent(spec: ContentKindSpec) {
  const invalidate = useInvalidateContent(spec);
  return useMutation({
    mutationFn: (id: number) => deleteContent(spec, id),
    meta: {
      success: t('deleted', { singular: spec.singular }),
      failure: t('deleteFailed', { singular: spec.singular }),
    },
    onSettled: invalidate,
  });
}

export function useReorderContent(spec: ContentKindSpec) {
  const invalidate = useInvalidateContent(spec);
  return useMutation({
    mutationFn: (ids: number[]) => reorderContent(spec.kind, ids),
    meta: { failure: t('reorderFailed') },
    onSettled: invalidate,
  });
}

export function useRestoreRevision(spec: ContentKindSpec) {
  const invalidate = useInvalidateContent(spec);
  return useMutation({
    mutationFn: (revisionId: number) => restoreRevision(revisionId),
    meta: { success: t('restored', { singular: spec.singular }) },
    onSettled: invalidate,
  });
}
