/**
 * What the back office knows of a kind of content: its table, where it shows, who edits it, how
 * it is listed and its form (kinds-pages.ts and kinds-site.ts list them).
 */
import type { StaffAccess } from '../../auth/staff-roles';
import type { ContentKindName } from '../content-lang';
import type { FieldSpec, FormValues } from './fields';

export interface ContentKindSpec {
  kind: ContentKindName;
  /** 'Rules' */
  label: string;
  /** 'rule' */
  singular: string;
  description: string;
  /** The public page it shows on. */
  page: string;
  access: Extract<StaffAccess, 'editor' | 'admin'>;
  /** Rows carry an order staff set (drag and drop, or the keyboard). */
  ordered: boolean;
  /** One row per language (a form, not a list). */
  single?: boolean;
  /** Many rows: listed newest first, searched and paged in the database. */
  paged?: boolean;
  /** The column a list shows for each row. */
  titleField: string;
  fields: readonly FieldSpec[];
  /** A new row's values, where empty is not a start. */
  defaults?: FormValues;
}

/** An icon field. */
export const icon = (label = 'Icon'): FieldSpec => ({ name: 'icon', label, type: 'icon' });
