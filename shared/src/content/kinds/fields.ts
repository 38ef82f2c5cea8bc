/**
 * The fields of a content form and their rules: the same limits as the database's checks
 * (supabase/migrations/20261127080100_site_content.sql), said in words before anything is sent.
 * A form holds text (and booleans); `rowOf` turns it into the row the database takes. The
 * sentences are in the page's language, with the field's label as the caller gives it.
 */
import { DATE_BOUNDS } from '../../lib/database-rules';
import { CONTENT_ICONS, type ContentKindName } from '../content-lang';
import { t } from './i18n';

interface Base {
  /** The column. */
  name: string;
  label: string;
  hint?: string;
  /** May be left empty (stored as null, or '' where the column says so). */
  optional?: boolean;
}

export type FieldSpec = Base &
  (
    | { type: 'text'; max: number; pattern?: RegExp; patternMessage?: string }
    | { type: 'textarea'; max: number }
    | { type: 'markdown'; max: number }
    | { type: 'url' }
    | { type: 'email' }
    /** A page address part; filled in from `from` while it has not been typed. */
    | { type: 'slug'; from: string; max: number }
    | { type: 'integer'; min: number; max: number }
    | { type: 'select'; options: readonly string[] }
    | { type: 'icon' }
    /** A list of short lines, one per line of the text box. */
    | { type: 'lines'; maxItems: number; max: number }
    | { type: 'boolean' }
    /** A row of another kind this one belongs to (a rule's section). */
    | { type: 'parent'; kind: ContentKindName }
    /** YYYY-MM. */
    | { type: 'month' }
    | { type: 'status' }
    /** A moment (the browser's local time in the form, ISO in the row). */
    | { type: 'datetime' }
    /** An image of the content-media bucket (a news post's cover). */
    | { type: 'cover' }
  );

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type ContentRow = Record<string, unknown> & { id: number };

const URL_PATTERN = /^https?:\/\/[^\s<>"']+$/;
const URL_MAX = 300;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@<>"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
const linesOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A title as a page address: 'Raid mechanics!' → 'raid-mechanics'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The first problem of one field in a sentence, or null. */
export function fieldProblem(field: FieldSpec, raw: FormValue | undefined): string | null {
  if (field.type === 'boolean') return null;
  const value = text(raw);
  const trimmed = value.trim();
  if (!trimmed) {
    if (field.optional) return null;
    return t('required', { label: field.label });
  }
  const tooLong = (max: number) =>
    value.length > max ? t('tooLong', { label: field.label, max }) : null;
  switch (field.type) {
    case 'text':
      return (
        tooLong(field.max) ??
        (field.pattern && !field.pattern.test(trimmed)
          ? (field.patternMessage ?? t('notValid', { label: field.label }))
          : null)
      );
    case 'textarea':
    case 'markdown':
      return tooLong(field.max);
    case 'url':
      if (!URL_PATTERN.test(trimmed)) {
        return t('url', { label: field.label });
      }
      return tooLong(URL_MAX);
    case 'email':
      return EMAIL_PATTERN.test(trimmed) ? null : t('email', { label: field.label });
    case 'slug':
      if (!SLUG_PATTERN.test(trimmed)) {
        return t('slug', { label: field.label });
      }
      return tooLong(field.max);
    case 'integer': {
      const number = Number(trimmed);
      if (!/^-?\d+$/.test(trimmed) || number < field.min || number > field.max) {
        return t('integer', { label: field.label, min: field.min, max: field.max });
      }
      return null;
    }
    case 'select':
      return field.options.includes(trimmed)
        ? null
        : t('select', { label: field.label.toLowerCase() });
    case 'lines': {
      const lines = linesOf(value);
      if (lines.length > field.maxItems) {
        return t('linesMax', { label: field.label, max: field.maxItems });
      }
      return lines.some((line) => line.length > field.max)
        ? t('lineTooLong', { label: field.label.toLowerCase(), max: field.max })
        : null;
    }
    case 'month':
      return MONTH_PATTERN.test(trimmed) ? null : t('month', { label: field.label });
    case 'datetime': {
      const moment = Date.parse(trimmed);
      if (Number.isNaN(moment)) return t('datetime', { label: field.label });
      // The database's bounds of every moment (20261127080400), in UTC.
      const first = Date.parse(`${DATE_BOUNDS.firstDay}T00:00:00Z`);
      const last = Date.parse(`${DATE_BOUNDS.lastDay}T23:59:59.999Z`);
      return moment < first || moment > last
        ? t('datetimeRange', {
            label: field.label,
            first: DATE_BOUNDS.firstDay.slice(0, 4),
            last: DATE_BOUNDS.lastDay.slice(0, 4),
          })
        : null;
    }
    case 'icon':
      return (CONTENT_ICONS as readonly string[]).includes(trimmed) ? null : t('icon');
    case 'status':
      return trimmed === 'draft' || trimmed === 'published' ? null : t('status');
    default:
      return null;
  }
}

/** The form's first problem, in the order of its fields; null when it can be saved. */
export function formProblem(fields: readonly FieldSpec[], values: FormValues): string | null {
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name]);
    if (problem) return problem;
  }
  return null;
}

/** One field's value as the database stores it. */
function columnValue(field: FieldSpec, raw: FormValue | undefined): unknown {
  if (field.type === 'boolean') return raw === true;
  const value = text(raw).trim();
  switch (field.type) {
    case 'integer':
      return Number(value);
    case 'parent':
      return Number(value);
    case 'lines':
      return linesOf(text(raw));
    case 'textarea':
    case 'markdown':
      // Kept as written (line breaks are the Markdown's), bar the ends.
      return text(raw).trim() || (field.optional ? null : '');
    case 'datetime':
      return value ? new Date(value).toISOString() : null;
    case 'url':
      // The store's address is '' while it is closed; other optional text is null.
      return value || (field.optional ? '' : value);
    default:
      return value || (field.optional ? null : value);
  }
}

/** The row the database takes from a form (only the form's columns). */
export function rowOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.name, columnValue(field, values[field.name])]),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it (the browser's time zone). */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A form filled from a row (an edit), else with each field's empty value (a new row). */
export function valuesOf(
  fields: readonly FieldSpec[],
  row: Record<string, unknown> | null,
): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name];
      if (field.type === 'boolean') return [field.name, value === true];
      if (field.type === 'lines') return [field.name, Array.isArray(value) ? value.join('\n') : ''];
      if (field.type === 'datetime') {
        return [field.name, typeof value === 'string' ? localDateTime(value) : ''];
      }
      if (field.type === 'status') return [field.name, typeof value === 'string' ? value : 'draft'];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}
