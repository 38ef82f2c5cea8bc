import {
  supabase,
  unwrap,
  type AdminAuditAction,
  type AdminAuditActor,
  type AdminAuditEntry,
} from '@norsecraft/shared';
import { adminKeys } from '../../../lib/query-keys';
import { AUDIT_PAGE_SIZE } from '../lib/audit-entry';

export interface AuditQuery {
  /** Zero-based. */
  page: number;
  actorId: string | null;
  action: AdminAuditAction | null;
}

export interface AuditPage {
  entries: AdminAuditEntry[];
  /** Entries matching the filters, over all pages. */
  total: number;
}

export const auditLogKeys = {
  page: (query: AuditQuery) => [...adminKeys.auditLog, 'page', query] as const,
  actors: [...adminKeys.auditLog, 'actors'] as const,
};

/** One page of the log, newest first; admin_audit_log is readable by admins only. */
export async function getAuditPage({ page, actorId, action }: AuditQuery): Promise<AuditPage> {
  const from = page * AUDIT_PAGE_SIZE;
  let request = supabase
    .from('admin_audit_log')
    .select('*', { count: 'exact' })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (actorId) request = request.eq('actor_id', actorId);
  if (action) request = request.eq('action', action);
  const result = await request;
  const entries = unwrap(result);
  return { entries, total: result.count ?? entries.length };
}

/** Everyone who appears in the log as the one who acted, for the filter. */
export async function getAuditActors(): Promise<AdminAuditActor[]> {
  return unwrap(
    await supabase
      .from('admin_audit_log_actors')
      .select('actor_id, actor_email')
      .order('actor_email'),
  );
}
