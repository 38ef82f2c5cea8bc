import { Button, EmptyState, FactList, QueryView, type Language } from '@norsecraft/shared';
import type { ContentKindSpec, ContentRow } from '@norsecraft/shared/content-kinds';
import { Fragment, useState } from 'react';
import { Section } from '../../../components/section';
import { useContentList, useSaveContent } from '../api/use-content';
import { ContentFormModal } from './content-form-modal';
import { RevisionsModal } from './revisions-modal';
import { t } from '../i18n';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A kind that is one row per language (the site settings, the landing's texts): its values. */
export function SingleRowEditor({ spec, lang }: { spec: ContentKindSpec; lang: Language }) {
  const list = useContentList(spec, { lang });
  const save = useSaveContent(spec, lang);
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
              {t('versions')}
            </Button>
          )}
          <Button onClick={() => setEditing(true)}>
            {row ? t('edit') : t('set', { singular: spec.singular })}
          </Button>
        </>
      }
    >
      <QueryView
        query={list}
        loadingLabel={t('loading', { kinds: spec.label.toLowerCase() })}
        errorTitle={t('failed', { kinds: spec.label.toLowerCase() })}
        isEmpty={(found) => found.rows.length === 0}
        empty={
          <EmptyState
            title={t('none', { kinds: spec.label.toLowerCase() })}
            message={spec.description}
          />
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
