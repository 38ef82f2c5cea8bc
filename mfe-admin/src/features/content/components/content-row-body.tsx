import { Button, formatDateTime, Tag } from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import styled from 'styled-components';
import { publishState } from '../lib/row-state';
import { t } from '../i18n';
import { optionLabel } from '../../../lib/kind-texts';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  > strong {
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Each state's colour (its words: the catalog's key of the same name). */
const STATE_TONE = { draft: 'neutral', scheduled: 'info', published: 'success' } as const;

export interface RowActions {
  onEdit: (row: ContentRow) => void;
  onVersions: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
}

/** What a list shows of a row: its title, its state, and Edit, Versions and Delete. */
export function ContentRowBody({
  spec,
  row,
  onEdit,
  onVersions,
  onDelete,
}: RowActions & { spec: ContentKindSpec; row: ContentRow }) {
  const title = String(row[spec.titleField] ?? '');
  const state = publishState(row);
  return (
    <Body>
      <strong>{title}</strong>
      {typeof row.role === 'string' && <Tag $tone="neutral">{optionLabel(row.role)}</Tag>}
      {row.pinned === true && <Tag $tone="primary">{t('pinned')}</Tag>}
      {state && (
        <Tag $tone={STATE_TONE[state]}>
          {state === 'scheduled' && typeof row.published_at === 'string'
            ? t('scheduledFor', { at: formatDateTime(row.published_at) })
            : t(state)}
        </Tag>
      )}
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(row)}
          aria-label={t('editNamed', { title })}
        >
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onVersions(row)}
          aria-label={t('versionsOf', { title })}
        >
          {t('versions')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDelete(row)}
          aria-label={t('deleteNamed', { title })}
        >
          {t('delete')}
        </Button>
      </Actions>
    </Body>
  );
}
