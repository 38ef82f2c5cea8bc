import type { ContentKindSpec } from '@norsecraft/shared/content-kinds';
import { t } from '../i18n';

export interface FieldDifference {
  name: string;
  label: string;
  /** In the version looked at. */
  then: string;
  /** In the row as it is now. */
  now: string;
  /** Longer text, compared word by word rather than as a whole. */
  prose: boolean;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  return String(value);
}

/** The fields of a kind that read differently in a kept version than in the row now. */
export function differences(
  spec: ContentKindSpec,
  then: Record<string, unknown>,
  now: Record<string, unknown>,
): FieldDifference[] {
  return spec.fields
    .filter((field) => JSON.stringify(then[field.name]) !== JSON.stringify(now[field.name]))
    .map((field) => ({
      name: field.name,
      label: field.label,
      then: shown(then[field.name]),
      now: shown(now[field.name]),
      prose: field.type === 'markdown' || field.type === 'textarea' || field.type === 'lines',
    }));
}

/** What a kept version's action is called ('updated' reads "Saved"). */
export const revisionAction = (action: 'created' | 'updated' | 'deleted' | 'restored') =>
  t(`revision.${action}`);
