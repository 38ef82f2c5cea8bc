import { FormModal } from '@norsecraft/shared';
import {
  formProblem,
  rowOf,
  slugify,
  valuesOf,
  type ContentKindSpec,
  type ContentRow,
  type FormValues,
} from '@norsecraft/shared/content-kinds';
import { useState } from 'react';
import { ContentField, type ParentOption } from './content-field';
import { t } from '../i18n';

interface ContentFormModalProps {
  spec: ContentKindSpec;
  /** The row edited; null: a new one. */
  row: ContentRow | null;
  /** A new row's starting values (its kind's defaults, the parent chosen in the list). */
  start?: FormValues;
  parents?: readonly ParentOption[];
  /** Saves the row; the dialog closes through the caller once it resolves. */
  onSave: (row: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits a row of any kind: its fields, their rules first, then the database's. */
export function ContentFormModal({
  spec,
  row,
  start,
  parents,
  onSave,
  onClose,
}: ContentFormModalProps) {
  const [values, setValues] = useState<FormValues>(() =>
    row
      ? valuesOf(spec.fields, row)
      : { ...valuesOf(spec.fields, null), ...spec.defaults, ...start },
  );
  // A new row's address follows its title until the editor types one.
  const [slugTyped, setSlugTyped] = useState(row !== null);

  function change(name: string, value: FormValues[string]) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      for (const field of spec.fields) {
        if (
          field.type === 'slug' &&
          field.from === name &&
          !slugTyped &&
          typeof value === 'string'
        ) {
          next[field.name] = slugify(value);
        }
      }
      return next;
    });
    if (spec.fields.some((field) => field.type === 'slug' && field.name === name)) {
      setSlugTyped(true);
    }
  }

  return (
    <FormModal
      title={t(row ? 'editKind' : 'add', { singular: spec.singular })}
      submitLabel={row ? t('save') : t('add', { singular: spec.singular })}
      check={() => formProblem(spec.fields, values)}
      save={() => onSave(rowOf(spec.fields, values))}
      failureMessage={t('saveFailed', { singular: spec.singular })}
      onClose={onClose}
    >
      {spec.fields.map((field) => (
        <ContentField
          key={field.name}
          field={field}
          value={values[field.name]}
          parents={parents}
          onChange={(value) => change(field.name, value)}
        />
      ))}
    </FormModal>
  );
}
