import type { AdminAuditAction, AdminAuditEntry, TagTone } from '@norsecraft/shared';
import { contentKind } from '@norsecraft/shared/content-kinds';

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 10;

/** The actions in the filter's order, with what the page calls them. */
export const AUDIT_ACTIONS: readonly {
  action: AdminAuditAction;
  label: string;
  tone: TagTone;
}[] = [
  { action: 'role.granted', label: 'Role granted', tone: 'success' },
  { action: 'role.revoked', label: 'Role revoked', tone: 'warning' },
  { action: 'event.created', label: 'Event created', tone: 'primary' },
  { action: 'event.updated', label: 'Event edited', tone: 'info' },
  { action: 'event.deleted', label: 'Event deleted', tone: 'danger' },
  { action: 'item.created', label: 'Item created', tone: 'primary' },
  { action: 'item.updated', label: 'Item edited', tone: 'info' },
  { action: 'item.retired', label: 'Item retired', tone: 'warning' },
  { action: 'item.restored', label: 'Item restored', tone: 'success' },
  { action: 'listing.created', label: 'Listing created', tone: 'primary' },
  { action: 'listing.updated', label: 'Listing changed', tone: 'info' },
  { action: 'listing.cancelled', label: 'Listing cancelled', tone: 'danger' },
  { action: 'punishment.created', label: 'Punishment added', tone: 'primary' },
  { action: 'punishment.updated', label: 'Punishment edited', tone: 'info' },
  { action: 'punishment.revoked', label: 'Punishment revoked', tone: 'warning' },
  { action: 'punishments.batch', label: 'Punishments in bulk', tone: 'neutral' },
  { action: 'content.created', label: 'Content added', tone: 'primary' },
  { action: 'content.updated', label: 'Content edited', tone: 'info' },
  { action: 'content.deleted', label: 'Content deleted', tone: 'danger' },
  { action: 'content.restored', label: 'Content restored', tone: 'success' },
  { action: 'content.reordered', label: 'Content reordered', tone: 'neutral' },
];

export function actionLabel(action: AdminAuditAction): string {
  return AUDIT_ACTIONS.find((a) => a.action === action)?.label ?? action;
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
  return entry.actor_role === 'service_role' ? 'an automated server task' : 'site maintenance';
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
      ? `${count(after.added)} added`
      : `${count(after.changed)} changed (${count(after.revoked)} revoked)`;
  return entry.target_id === 'site' ? `On the site: ${what}` : `From ${entry.target_id}: ${what}`;
}

/** The kind of a content entry's row (target `rules:12`), in its own words ('rule'). */
function contentName(entry: AdminAuditEntry): string {
  const table = entry.target_id.split(':')[0] ?? '';
  return contentKind(table)?.singular ?? table;
}

/** One line saying what happened, e.g. 'Granted admin to thor@example.com'. */
export function auditSummary(entry: AdminAuditEntry): string {
  const role = text(entry.after?.role ?? entry.before?.role) || 'a role';
  const who = entry.target_label ?? 'a deleted user';
  const title = `"${entry.target_label ?? entry.target_id}"`;
  switch (entry.action) {
    case 'role.granted':
      return `Granted ${role} to ${who}`;
    case 'role.revoked':
      return `Revoked ${role} from ${who}`;
    case 'event.created':
      return `Created event ${title}`;
    case 'event.updated':
      return `Edited event ${title}`;
    case 'event.deleted':
      return `Deleted event ${title}`;
    case 'item.created':
      return `Created item ${title}`;
    case 'item.updated':
      return `Edited item ${title}`;
    case 'item.retired':
      return `Retired item ${title}`;
    case 'item.restored':
      return `Restored item ${title}`;
    case 'listing.created':
      return `Listed ${title} for auction`;
    case 'listing.updated':
      return `Changed the listing of ${title}`;
    case 'listing.cancelled':
      return `Cancelled the listing of ${title}`;
    case 'punishment.created':
      return `Added punishment ${title}`;
    case 'punishment.updated':
      return `Edited punishment ${title}`;
    case 'punishment.revoked':
      return `Revoked punishment ${title}`;
    case 'punishments.batch':
      return batchSummary(entry);
    case 'content.created':
      return `Added ${contentName(entry)} ${title}`;
    case 'content.updated':
      return `Edited ${contentName(entry)} ${title}`;
    case 'content.deleted':
      return `Deleted ${contentName(entry)} ${title}`;
    case 'content.restored':
      return `Restored an earlier version of ${contentName(entry)} ${title}`;
    case 'content.reordered':
      return `Reordered ${count(entry.after?.moved)} of the ${contentKind(entry.target_id)?.label.toLowerCase() ?? entry.target_id}`;
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
