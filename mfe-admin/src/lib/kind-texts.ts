// The content kinds in the page's language: their names, descriptions and fields' words from the
// catalog (`<kind>.label`, `<kind>.<field>.label`…); the specs (shared content-kinds) keep English.
import { defineMessages } from '@norsecraft/shared';
import type { ContentKindSpec, FieldSpec } from '@norsecraft/shared/content-kinds';
import en from '../locales/en/kinds.json';

const t = defineMessages('admin-kinds', { en, sv: () => import('../locales/sv/kinds.json') });
type Key = keyof typeof en;
const known = new Set<string>(Object.keys(en));

/** The catalog's text, or the spec's English where the catalog has none yet (a field added since). */
const text = (key: string, english: string) => (known.has(key) ? t(key as Key) : english);

function localizeField(kind: string, field: FieldSpec): FieldSpec {
  const key = `${kind}.${field.name}`;
  const localized = { ...field, label: text(`${key}.label`, field.label) };
  if (field.hint) localized.hint = text(`${key}.hint`, field.hint);
  if (localized.type === 'text' && localized.patternMessage) {
    localized.patternMessage = text(`${key}.pattern`, localized.patternMessage);
  }
  return localized;
}

/** A kind as the page's language names it (its validation sentences follow from the labels). */
export function localizeKind(spec: ContentKindSpec): ContentKindSpec {
  return {
    ...spec,
    label: text(`${spec.kind}.label`, spec.label),
    singular: text(`${spec.kind}.singular`, spec.singular),
    description: text(`${spec.kind}.description`, spec.description),
    fields: spec.fields.map((field) => localizeField(spec.kind, field)),
  };
}

/** A select field's stored value (a rule's 'critical', a quest's 'Easy') in words. */
export const optionLabel = (value: string): string => text(`option.${value}`, value);

/** An icon's name in words. */
export const iconLabel = (icon: string): string => text(`icon.${icon}`, icon);
