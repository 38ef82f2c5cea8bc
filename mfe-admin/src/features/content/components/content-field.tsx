import { Checkbox, CONTENT_ICONS, Field, Input, Select, TextArea } from '@norsecraft/shared';
import type { FieldSpec, FormValue } from '@norsecraft/shared/content-kinds';
import { CoverField } from './cover-field';
import { MarkdownField } from './markdown-field';
import { t } from '../i18n';
import { iconLabel, optionLabel } from '../../../lib/kind-texts';

export interface ParentOption {
  id: number;
  label: string;
}

interface ContentFieldProps {
  field: FieldSpec;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  /** A parent field's choices (a rule's sections). */
  parents?: readonly ParentOption[];
}

const statusOptions = () => [
  { value: 'draft', label: t('statusDraft') },
  { value: 'published', label: t('published') },
];

/** One field of a content form, drawn for its type. */
export function ContentField({ field, value, onChange, parents = [] }: ContentFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const label = field.optional ? t('optional', { label: field.label }) : field.label;
  const set = (next: string) => onChange(next);
  switch (field.type) {
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'markdown':
      return <MarkdownField label={label} max={field.max} value={text} onChange={set} />;
    case 'cover':
      return <CoverField label={label} value={text} onChange={set} />;
    case 'textarea':
    case 'lines':
      return (
        <Field label={label} hint={field.hint}>
          <TextArea
            value={text}
            rows={field.type === 'lines' ? 4 : 3}
            maxLength={field.type === 'textarea' ? field.max : undefined}
            onChange={(event) => set(event.target.value)}
          />
        </Field>
      );
    case 'select':
    case 'icon':
    case 'status':
    case 'parent': {
      const options =
        field.type === 'select'
          ? field.options.map((option) => ({ value: option, label: optionLabel(option) }))
          : field.type === 'icon'
            ? CONTENT_ICONS.map((icon) => ({ value: icon, label: iconLabel(icon) }))
            : field.type === 'status'
              ? statusOptions()
              : parents.map((parent) => ({ value: String(parent.id), label: parent.label }));
      return (
        <Field label={label} hint={field.hint}>
          <Select value={text} onChange={(event) => set(event.target.value)}>
            {!text && <option value="">{t('choose')}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      );
    }
    default:
      return (
        <Field label={label} hint={field.hint}>
          <Input
            value={text}
            type={
              field.type === 'url'
                ? 'url'
                : field.type === 'email'
                  ? 'email'
                  : field.type === 'month'
                    ? 'month'
                    : field.type === 'datetime'
                      ? 'datetime-local'
                      : 'text'
            }
            inputMode={field.type === 'integer' ? 'numeric' : undefined}
            maxLength={field.type === 'text' || field.type === 'slug' ? field.max : undefined}
            onChange={(event) => set(event.target.value)}
          />
        </Field>
      );
  }
}
