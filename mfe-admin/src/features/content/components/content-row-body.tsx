import { Button, formatDateTime, Tag } from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import styled from 'styled-components';
import { publishState } from '../lib/row-state';

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

const STATE_TAG = {
  draft: { tone: 'neutral', label: 'Draft' },
  scheduled: { tone: 'info', label: 'Scheduled' },
  published: { tone: 'success', label: 'Published' },
} as const;

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
      {typeof row.role === 'string' && <Tag $tone="neutral">{row.role}</Tag>}
      {row.pinned === true && <Tag $tone="primary">Pinned</Tag>}
      {state && (
        <Tag $tone={STATE_TAG[state].tone}>
          {state === 'scheduled' && typeof row.published_at === 'string'
            ? `Scheduled for ${formatDateTime(row.published_at)}`
            : STATE_TAG[state].label}
        </Tag>
      )}
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(row)}
          aria-label={`Edit ${title}`}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onVersions(row)}
          aria-label={`Versions of ${title}`}
        >
          Versions
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDelete(row)}
          aria-label={`Delete ${title}`}
        >
          Delete
        </Button>
      </Actions>
    </Body>
  );
}
