import type { AdminAuditAction, AdminAuditEntry, TagTone } from '@norsecraft/shared';
import { contentKind } from '@norsecraft/shared/content-kinds';
import { t } from '../../../lib/dashboard-i18n';
import { localizeKind } from '../../../lib/kind-texts';

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 10;

/** The actions in the filter's order, with their colour (what the page calls them: actionLabel). */
export const AUDIT_ACTIONS: readonly { action: AdminAuditAction; tone: TagTone }[] = [
  { action: 'role.granted', tone: 'success' },
  { action: 'role.revoked', tone: 'warning' },
  { action: 'event.created', tone: 'primary' },
  { action: 'event.updated', tone: 'info' },
  { action: 'event.deleted', tone: 'danger' },
  { action: 'item.created', tone: 'primary' },
  { action: 'item.updated', tone: 'info' },
  { action: 'item.retired', tone: 'warning' },
  { action: 'item.restored', tone: 'success' },
  { action: 'listing.created', tone: 'primary' },
  { action: 'listing.updated', tone: 'info' },
  { action: 'listing.cancelled', tone: 'danger' },
  { action: 'punishment.created', tone: 'primary' },
  { action: 'punishment.updated', tone: 'info' },
  { action: 'punishment.revoked', tone: 'warning' },
  { action: 'punishments.batch', tone: 'neutral' },
  { action: 'content.created', tone: 'primary' },
  { action: 'content.updated', tone: 'info' },
  { action: 'content.deleted', tone: 'danger' },
  { action: 'content.restored', tone: 'success' },
  { action: 'content.reordered', tone: 'neutral' },
];

export function actionLabel(action: AdminAuditAction): string {
  return AUDIT_ACTIONS.some((a) => a.action === action) ? t(`action.${action}`) : action;
}

export function actionTone(action: AdminAuditAction): TagTone {
  return AUDIT_ACTIONS.find((a) => a.action === action)?.tone ?? 'neutral';
}

/**
 * Who did it: the admin's e-mail, else what made the change without a person, in words an admin
 * reads (never a database login such as "supabase_admin"): the server's own tasks (the service
 * key: the game-server bridge, scripts) or the site's setup and maintenance (seed, migrations).
 */
export function actorName(entry: Pick<AdminAuditEntry, 'actor_email' | 'actor_role'>): string {
  if (entry.actor_email) return entry.actor_email;
  return entry.actor_role === 'service_role' ? t('audit.serverTask') : t('audit.maintenance');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * A bulk write (the game bridge, the seed, a console), e.g. 'From litebans: 12 added' or
 * 'On the site: 3 changed (2 revoked)'.
 */
function batchSummary(entry: AdminAuditEntry): string {
  const after = entry.after ?? {};
  const what =
    'added' in after
      ? t('summary.batchAdded', { count: count(after.added) })
      : t('summary.batchChanged', { count: count(after.changed), revoked: count(after.revoked) });
  return entry.target_id === 'site'
    ? t('summary.batchSite', { what })
    : t('summary.batchFrom', { source: entry.target_id, what });
}

/** The kind of a content entry's row (target `rules:12`), in its own words ('rule'). */
function contentName(entry: AdminAuditEntry): string {
  const table = entry.target_id.split(':')[0] ?? '';
  const spec = contentKind(table);
  return spec ? localizeKind(spec).singular : table;
}

/** One line saying what happened, e.g. 'Granted admin to thor@example.com'. */
export function auditSummary(entry: AdminAuditEntry): string {
  const role = text(entry.after?.role ?? entry.before?.role) || t('audit.aRole');
  const who = entry.target_label ?? t('audit.deletedUser');
  const title = `"${entry.target_label ?? entry.target_id}"`;
  switch (entry.action) {
    case 'role.granted':
    case 'role.revoked':
      return t(`summary.${entry.action}`, { role, who });
    case 'punishments.batch':
      return batchSummary(entry);
    case 'content.created':
    case 'content.updated':
    case 'content.deleted':
    case 'content.restored':
      return t(`summary.${entry.action}`, { kind: contentName(entry), title });
    case 'content.reordered': {
      const spec = contentKind(entry.target_id);
      return t('summary.content.reordered', {
        moved: count(entry.after?.moved),
        kinds: spec ? localizeKind(spec).label.toLowerCase() : entry.target_id,
      });
    }
    default:
      return t(`summary.${entry.action}`, { title });
  }
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping columns that change with every edit and say nothing to a reader. */
const UNSHOWN = new Set(['updated_at', 'tier_rank', 'rarity_rank', 'search', 'position']);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an edit changed, before and after. */
export function fieldChanges(entry: Pick<AdminAuditEntry, 'before' | 'after'>): FieldChange[] {
  if (!entry.before || !entry.after) return [];
  const { before, after } = entry;
  return Object.keys(after)
    .filter((field) => !UNSHOWN.has(field))
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

/** Pages needed for `total` entries (at least one, for the empty log). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
}
