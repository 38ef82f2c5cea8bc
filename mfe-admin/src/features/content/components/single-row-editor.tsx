import { Button, EmptyState, FactList, QueryView } from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import { Fragment, useState } from 'react';
import { Section } from '../../../components/section';
import { useContentList, useSaveContent } from '../api/use-content';
import { ContentFormModal } from './content-form-modal';
import { RevisionsModal } from './revisions-modal';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A kind that is one row per language (the site settings, the landing's texts): its values. */
export function SingleRowEditor({ spec }: { spec: ContentKindSpec }) {
  const list = useContentList(spec);
  const save = useSaveContent(spec);
  const [editing, setEditing] = useState(false);
  const [versions, setVersions] = useState<ContentRow | null>(null);
  const row = list.data?.rows[0] ?? null;

  return (
    <Section
      title={spec.label}
      actions={
        <>
          {row && (
            <Button variant="ghost" onClick={() => setVersions(row)}>
              Versions
            </Button>
          )}
          <Button onClick={() => setEditing(true)}>
            {row ? 'Edit' : `Set the ${spec.singular}`}
          </Button>
        </>
      }
    >
      <QueryView
        query={list}
        loadingLabel={`Loading the ${spec.label.toLowerCase()}...`}
        errorTitle={`Could not load the ${spec.label.toLowerCase()}`}
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState title={`No ${spec.label.toLowerCase()} yet`} message={spec.description} />
        }
      >
        {() => (
          <FactList>
            {spec.fields.map((field) => (
              <Fragment key={field.name}>
                <dt>{field.label}</dt>
                <dd>{shown(row?.[field.name])}</dd>
              </Fragment>
            ))}
          </FactList>
        )}
      </QueryView>
      {editing && (
        <ContentFormModal
          spec={spec}
          row={row}
          onSave={(values) =>
            save.mutateAsync(
              { id: row?.id ?? null, row: values, nextPosition: 0 },
              { onSuccess: () => setEditing(false) },
            )
          }
          onClose={() => setEditing(false)}
        />
      )}
      {versions && <RevisionsModal spec={spec} row={versions} onClose={() => setVersions(null)} />}
    </Section>
  );
}
