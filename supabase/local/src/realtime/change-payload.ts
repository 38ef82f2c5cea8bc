// postgres_changes, what a subscriber is sent: the queued change, the table as the catalog
// describes it, and the payload hosted Realtime builds for one role (change-feed.ts decides who
// gets it).
import type { ChangeParams } from './change-params.ts';

export type Claims = Record<string, unknown>;

export interface Binding {
  id: number;
  params: ChangeParams;
  /** Tables (oids) of the publication the binding matched when it was subscribed. */
  entities: Set<number>;
  /** The last queued change before the binding was subscribed: it gets only later ones. */
  since: number;
}

export interface ChangeData {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp?: string;
  columns?: { name: string; type: string }[];
  record?: Record<string, unknown> | null;
  old_record?: Record<string, unknown> | null;
  errors: string[] | null;
}

/** A joined channel with postgres_changes bindings. */
export interface ChangeSubscriber {
  bindings: Binding[];
  /** The claims of the channel's current access token. */
  claims(): Claims;
  deliver(ids: number[], data: ChangeData): void;
}

export interface QueuedChange {
  id: number;
  entity: number;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as hosted names column types in `columns`. */
  type: string;
  /** The type as SQL casts name it. */
  sqlType: string;
  pk: boolean;
  /** Part of the replica identity index (replica identity "using index"). */
  identityIndex: boolean;
}

export interface EntityInfo {
  schema: string;
  table: string;
  rls: boolean;
  replicaIdentity: 'd' | 'f' | 'i' | 'n';
  columns: ColumnInfo[];
}

const MAX_RECORD_BYTES = 1024 * 1024;

export const roleOf = (claims: Claims): string =>
  typeof claims.role === 'string' ? claims.role : '';

/** The old row's replica identity: what hosted's WAL carries for UPDATE and DELETE. */
export function identityOf(
  old: Record<string, unknown> | null,
  entity: EntityInfo | undefined,
): Record<string, unknown> | null {
  if (!old || !entity) return null;
  const columns = entity.columns.filter((c) => {
    switch (entity.replicaIdentity) {
      case 'f':
        return true;
      case 'i':
        return c.identityIndex;
      case 'd':
        return c.pk;
      default:
        return false;
    }
  });
  if (!columns.length) return null;
  return Object.fromEntries(columns.map((c) => [c.name, old[c.name] ?? null]));
}

/** Why a role gets an INSERT or UPDATE as an error only: no primary key, or one it may not select. */
export function accessProblem(
  change: QueuedChange,
  entity: EntityInfo,
  selectable: Set<string>,
): string | null {
  if (change.type === 'DELETE') return null;
  const pk = entity.columns.filter((c) => c.pk);
  if (!pk.length) return 'Error 400: Bad Request, no primary key';
  if (!pk.every((c) => selectable.has(c.name))) return 'Error 401: Unauthorized';
  return null;
}

/** The `data` of a postgres_changes message for one role and one `select`. */
export function buildData(
  change: QueuedChange,
  entity: EntityInfo,
  selectable: Set<string>,
  select: string[] | null,
): ChangeData {
  const sent = (c: ColumnInfo) =>
    selectable.has(c.name) && (select === null || select.includes(c.name) || c.pk);
  const tooLarge =
    Buffer.byteLength(JSON.stringify([change.record, change.old_record])) > MAX_RECORD_BYTES;
  const pick = (row: Record<string, unknown> | null, columns: ColumnInfo[]) => {
    if (!row) return null;
    const entries = columns
      .filter((c) => Object.hasOwn(row, c.name))
      .map((c) => [c.name, row[c.name]] as const)
      .filter(([, value]) => !tooLarge || Buffer.byteLength(JSON.stringify(value)) <= 64);
    return entries.length ? Object.fromEntries(entries) : null;
  };
  const data: ChangeData = {
    schema: entity.schema,
    table: entity.table,
    type: change.type,
    commit_timestamp: change.commit_timestamp,
    columns: entity.columns.filter(sent).map((c) => ({ name: c.name, type: c.type })),
    errors: tooLarge ? ['Error 413: Payload Too Large'] : null,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, entity.columns.filter(sent));
  if (change.type !== 'INSERT') {
    const identity = identityOf(change.old_record, entity);
    const oldColumns = entity.columns.filter(
      (c) => sent(c) && (change.type !== 'DELETE' || !entity.rls || c.pk),
    );
    data.old_record = pick(identity, oldColumns);
  }
  return data;
}
