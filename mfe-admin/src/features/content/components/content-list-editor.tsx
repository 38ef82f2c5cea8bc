import {
  Button,
  ConfirmDialog,
  EmptyState,
  Field,
  Input,
  LinkButton,
  Pagination,
  QueryView,
  Select,
  contentAdminPath,
  useDebouncedValue,
} from '@norsecraft/shared';
import {
  contentKind,
  type ContentKindSpec,
  type ContentRow,
} from '@norsecraft/shared/content-kinds';
import type { Language } from '@norsecraft/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Section } from '../../../components/section';
import { SEARCH_DELAY_MS, useQueryPage } from '../../../hooks/use-list-search';
import { CONTENT_PAGE_SIZE } from '../api/content-api';
import {
  useContentList,
  useDeleteContent,
  useReorderContent,
  useSaveContent,
} from '../api/use-content';
import { nextPosition } from '../lib/row-state';
import { ContentFormModal } from './content-form-modal';
import { ContentRowBody, type RowActions } from './content-row-body';
import { RevisionsModal } from './revisions-modal';
import { SortableRows } from './sortable-rows';
import { t } from '../i18n';
import { localizeKind } from '../../../lib/kind-texts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  > * {
    flex: 1 1 220px;
  }
`;

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * The list of one kind in one language (its spec in the page's words): add, edit, order, look
 * back at versions and delete.
 */
export function ContentListEditor({ spec, lang }: { spec: ContentKindSpec; lang: Language }) {
  const parentField = spec.fields.find((field) => field.type === 'parent');
  const parentKind = parentField?.type === 'parent' ? contentKind(parentField.kind) : undefined;
  const parentSpec = parentKind && localizeKind(parentKind);
  // A child row references a parent of its own language.
  const parents = useContentList(parentSpec ?? spec, { lang }, parentSpec !== undefined);
  const parentRows = parentSpec ? (parents.data?.rows ?? []) : [];
  const [chosenParent, setChosenParent] = useState<number | null>(null);
  const parentId = parentSpec ? (chosenParent ?? parentRows[0]?.id ?? null) : null;

  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useQueryPage(`${search}\n${parentId}`);
  const list = useContentList(spec, {
    lang,
    search,
    page,
    parentField: parentField?.name,
    parentId,
  });
  const save = useSaveContent(spec, lang);
  const remove = useDeleteContent(spec);
  const reorder = useReorderContent(spec);
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);
  const [versions, setVersions] = useState<ContentRow | null>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const sortable = spec.ordered && !search && total <= CONTENT_PAGE_SIZE;
  const actions: RowActions = {
    onEdit: setEditing,
    onVersions: setVersions,
    onDelete: setDeleting,
  };
  const parentOptions = parentRows.map((row) => ({
    id: row.id,
    label: String(row[parentSpec?.titleField ?? 'title']),
  }));
  const needsParent = parentSpec !== undefined && parents.isSuccess && parentRows.length === 0;

  return (
    <Section
      title={spec.label}
      actions={
        <Button onClick={() => setEditing('new')} disabled={needsParent}>
          {t('add', { singular: spec.singular })}
        </Button>
      }
    >
      <Hint>{spec.description}</Hint>
      {needsParent && parentSpec && (
        <EmptyState
          title={t('needParent', { singular: parentSpec.singular })}
          message={t('needParentMessage', { singular: spec.singular })}
          action={
            <LinkButton
              to={`${contentAdminPath(parentSpec.kind)}?lang=${lang}`}
              variant="secondary"
            >
              {t('editParents', { kinds: parentSpec.label.toLowerCase() })}
            </LinkButton>
          }
        />
      )}
      {(parentSpec || spec.paged) && !needsParent && (
        <Toolbar>
          {parentSpec && (
            <Field label={parentField?.label ?? t('group')}>
              <Select
                value={parentId ?? ''}
                onChange={(event) => setChosenParent(Number(event.target.value))}
              >
                {parentOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {spec.paged && (
            <Field label={t('search', { kinds: spec.label.toLowerCase() })}>
              <Input
                type="search"
                value={text}
                maxLength={100}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
          )}
        </Toolbar>
      )}
      {!needsParent && (
        <QueryView
          query={list}
          loadingLabel={t('loading', { kinds: spec.label.toLowerCase() })}
          errorTitle={t('failed', { kinds: spec.label.toLowerCase() })}
          isEmpty={(found) => found.rows.length === 0}
          empty={
            <EmptyState
              title={t(search ? 'noneFound' : 'none', { kinds: spec.label.toLowerCase() })}
              message={search ? undefined : t('addFirst', { page: spec.page })}
            />
          }
        >
          {() => (
            <div aria-busy={list.isFetching}>
              {sortable ? (
                <SortableRows
                  aria-label={spec.label}
                  rows={rows}
                  labelOf={(row) => String(row[spec.titleField] ?? spec.singular)}
                  onReorder={(ids) => reorder.mutate(ids)}
                >
                  {(row) => <ContentRowBody spec={spec} row={row} {...actions} />}
                </SortableRows>
              ) : (
                <PlainList aria-label={spec.label}>
                  {rows.map((row) => (
                    <li key={row.id}>
                      <ContentRowBody spec={spec} row={row} {...actions} />
                    </li>
                  ))}
                </PlainList>
              )}
              {spec.paged && (
                <Pagination
                  page={page}
                  pageSize={CONTENT_PAGE_SIZE}
                  total={total}
                  onPageChange={setPage}
                  label={t('pages', { kinds: spec.label })}
                />
              )}
            </div>
          )}
        </QueryView>
      )}
      {editing && (
        <ContentFormModal
          spec={spec}
          row={editing === 'new' ? null : editing}
          start={parentField && parentId ? { [parentField.name]: String(parentId) } : undefined}
          parents={parentOptions}
          onSave={(row) =>
            save.mutateAsync(
              {
                id: editing === 'new' ? null : editing.id,
                row,
                nextPosition:
                  nextPosition(rows) + (spec.paged ? (page - 1) * CONTENT_PAGE_SIZE : 0),
              },
              { onSuccess: () => setEditing(null) },
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
      {versions && <RevisionsModal spec={spec} row={versions} onClose={() => setVersions(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { singular: spec.singular })}
        confirmLabel={t('delete')}
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {t('deleteMessage', {
            title: String(deleting?.[spec.titleField] ?? ''),
            page: spec.page,
          })}
        </p>
      </ConfirmDialog>
    </Section>
  );
}
