// postgres_changes: drains the changes the capture triggers queue (sql/bootstrap/5-realtime.sql),
// decides for every subscription whether its token may see each one, and hands each channel the
// payload hosted Realtime would send. The decisions follow hosted's realtime.apply_rls (WALRUS):
//
// - a change reaches a subscription when its table was in the publication at subscribe time, the
//   event matches and every filter passes (INSERT/UPDATE on the new row, DELETE on the old
//   identity);
// - INSERT/UPDATE of a table with row-level security: only if a `select … where <pk> = …` run as
//   the subscriber's role with its claims finds the row; no primary key → "Error 400", a primary
//   key the role may not select → "Error 401" (no row data);
// - DELETE is not checked against row-level security (nothing to check): it carries the old
//   identity only — with replica identity default the primary key, and never more than the
//   primary key on a table with row-level security;
// - only columns the role may select are sent; UPDATE's `old_record` is the old identity.
import pg from 'pg';
import type { Database } from '../db.ts';
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

interface QueuedChange {
  id: number;
  entity: number;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

interface ColumnInfo {
  name: string;
  /** pg_type.typname, as hosted names column types in `columns`. */
  type: string;
  /** The type as SQL casts name it. */
  sqlType: string;
  pk: boolean;
  /** Part of the replica identity index (replica identity "using index"). */
  identityIndex: boolean;
}

interface EntityInfo {
  schema: string;
  table: string;
  rls: boolean;
  replicaIdentity: 'd' | 'f' | 'i' | 'n';
  columns: ColumnInfo[];
}

const MAX_RECORD_BYTES = 1024 * 1024;
const BATCH = 500;
const NOTIFY_CHANNEL = 'local_stack_realtime';

const DRAIN_SQL = `
  delete from local_stack.realtime_changes
  where id in (select id from local_stack.realtime_changes order by id limit ${BATCH})
  returning id, entity::int8 as entity, type, record, old_record,
    to_char(commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`;

const ENTITY_SQL = `
  select c.oid::int8 as oid, n.nspname as schema, c.relname as "table", c.relrowsecurity as rls,
    c.relreplident as replica_identity,
    jsonb_agg(jsonb_build_object(
      'name', a.attname, 'type', t.typname, 'sqlType', a.atttypid::regtype::text,
      'pk', coalesce(a.attnum = any (pk.indkey::int2[]), false),
      'identityIndex', coalesce(a.attnum = any (ri.indkey::int2[]), false)
    ) order by a.attnum) as columns
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_catalog.pg_type t on t.oid = a.atttypid
  left join pg_catalog.pg_index pk on pk.indrelid = c.oid and pk.indisprimary
  left join pg_catalog.pg_index ri on ri.indrelid = c.oid and ri.indisreplident
  where c.oid = any ($1::oid[])
  group by c.oid, n.nspname, c.relname, c.relrowsecurity, c.relreplident`;

const PRIVILEGES_SQL = `
  select c.oid::int8 as oid, r.rolname as role,
    coalesce(array_agg(a.attname::text) filter (
      where pg_catalog.has_column_privilege(r.oid, c.oid, a.attnum, 'SELECT')), '{}') as columns
  from unnest($1::oid[]) as c(oid)
  cross join pg_catalog.pg_roles r
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where r.rolname = any ($2::text[])
  group by c.oid, r.rolname`;

const FILTERS_SQL = `
  select local_stack.realtime_filter_matches(x.v, x.t::regtype, x.o, x.f, x.n) as ok
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[])
    with ordinality as x(v, t, o, f, n, i)
  order by x.i`;

/** A JSON value as the text Postgres casts back to the column's type. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const roleOf = (claims: Claims): string => (typeof claims.role === 'string' ? claims.role : '');

export class ChangeFeed {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private stopped = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: (line: string) => void,
    /** How often the queue is read while someone subscribes (hosted polls every 100 ms). */
    private readonly pollMs = 100,
    /** …and while nobody does: the queue is only emptied then. */
    private readonly idleMs = 1000,
  ) {}

  async start(): Promise<void> {
    // Changes queued while no server ran have no subscriber left.
    await this.db.query('delete from local_stack.realtime_changes');
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, () => this.wake?.());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.unlisten?.();
  }

  add(subscriber: ChangeSubscriber): void {
    this.subscribers.add(subscriber);
    this.wake?.();
  }

  remove(subscriber: ChangeSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** The publication's tables a binding matches (hosted: `pg_publication_tables` LIKE patterns). */
  async entitiesFor(params: ChangeParams): Promise<number[]> {
    const rows = await this.db.query<{ oid: string }>(
      `select format('%I.%I', schemaname, tablename)::regclass::oid::int8 as oid
       from pg_catalog.pg_publication_tables
       where pubname = 'supabase_realtime'
         and schemaname like (case $1 when '*' then '%' else $1 end) escape ''
         and tablename like (case $2 when '*' then '%' else $2 end) escape ''`,
      [params.schema, params.table],
    );
    return rows.map((r) => Number(r.oid));
  }

  /** The id of the latest change queued so far (committed or not). */
  async watermark(): Promise<number> {
    const [row] = await this.db.query<{ last: string | null }>(
      `select case when is_called then last_value end as last
       from local_stack.realtime_changes_id_seq`,
    );
    return Number(row?.last ?? 0);
  }

  /**
   * Hosted's realtime.subscription_check_filters: every filter and selected column names a
   * column the role may select, and every filter value casts to the column's type. Returns the
   * database's message for the first that does not.
   */
  async checkSubscription(
    params: ChangeParams,
    entity: number,
    role: string,
  ): Promise<string | null> {
    const [info] = (await this.entityInfo([entity])).values();
    const privileges = await this.privileges([entity], [role]);
    const selectable = privileges.get(`${entity}:${role}`) ?? new Set<string>();
    for (const filter of params.filters) {
      const column = info?.columns.find((c) => c.name === filter.column);
      if (!column || !selectable.has(filter.column)) {
        return `ERROR P0001 (raise_exception) invalid column for filter ${filter.column}`;
      }
      try {
        await this.db.query(
          'select local_stack.realtime_filter_matches(null, $1::regtype, $2, $3, false)',
          [column.sqlType, filter.op, filter.value],
        );
      } catch (error) {
        const e = error as { code?: string; message: string };
        return `ERROR ${e.code ?? 'XX000'} ${e.message}`;
      }
    }
    for (const name of params.select ?? []) {
      if (!selectable.has(name))
        return `ERROR P0001 (raise_exception) invalid column for select ${name}`;
    }
    return null;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let changes: QueuedChange[] = [];
      try {
        const rows = await this.db.query<QueuedChange & { id: string; entity: string }>(DRAIN_SQL);
        changes = rows
          .map((row) => ({ ...row, id: Number(row.id), entity: Number(row.entity) }))
          .sort((a, b) => a.id - b.id);
        if (changes.length && this.subscribers.size) await this.dispatch(changes);
      } catch (error) {
        if (!this.stopped) this.log(`realtime: ${(error as Error).stack ?? String(error)}`);
      }
      if (changes.length === BATCH || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.subscribers.size ? this.pollMs : this.idleMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private async entityInfo(oids: number[]): Promise<Map<number, EntityInfo>> {
    const rows = await this.db.query<{
      oid: string;
      schema: string;
      table: string;
      rls: boolean;
      replica_identity: EntityInfo['replicaIdentity'];
      columns: ColumnInfo[];
    }>(ENTITY_SQL, [oids]);
    return new Map(
      rows.map((r) => [
        Number(r.oid),
        {
          schema: r.schema,
          table: r.table,
          rls: r.rls,
          replicaIdentity: r.replica_identity,
          columns: r.columns,
        },
      ]),
    );
  }

  /** `${oid}:${role}` → the columns the role may select. */
  private async privileges(oids: number[], roles: string[]): Promise<Map<string, Set<string>>> {
    const rows = await this.db.query<{ oid: string; role: string; columns: string[] }>(
      PRIVILEGES_SQL,
      [oids, roles],
    );
    return new Map(rows.map((r) => [`${r.oid}:${r.role}`, new Set(r.columns)]));
  }

  private async dispatch(changes: QueuedChange[]): Promise<void> {
    // Who could receive what, before asking the database anything.
    const candidates = changes.map((change) => {
      const matches: { subscriber: ChangeSubscriber; binding: Binding }[] = [];
      for (const subscriber of this.subscribers) {
        for (const binding of subscriber.bindings) {
          const { action } = binding.params;
          if (
            change.id > binding.since &&
            binding.entities.has(change.entity) &&
            (action === '*' || action === change.type)
          ) {
            matches.push({ subscriber, binding });
          }
        }
      }
      return matches;
    });
    if (candidates.every((m) => m.length === 0)) return;

    const oids = [...new Set(changes.map((c) => c.entity))];
    const entities = await this.entityInfo(oids);
    const roles = [...new Set(candidates.flat().map((m) => roleOf(m.subscriber.claims())))];
    const privileges = await this.privileges(oids, roles);
    const filtersPass = await this.evaluateFilters(changes, candidates, entities);
    const visible = await this.checkRowSecurity(changes, candidates, entities, privileges);

    changes.forEach((change, index) => {
      const entity = entities.get(change.entity);
      if (!entity) return;
      // One message per channel and payload variant (role and `select`), as hosted fans out.
      const outgoing = new Map<
        ChangeSubscriber,
        Map<string, { ids: number[]; data: ChangeData }>
      >();
      for (const { subscriber, binding } of candidates[index]!) {
        const claims = subscriber.claims();
        const selectable =
          privileges.get(`${change.entity}:${roleOf(claims)}`) ?? new Set<string>();
        const problem = accessProblem(change, entity, selectable);
        // A refused change goes to every subscription of the role, as an error without data.
        const data = problem
          ? { schema: entity.schema, table: entity.table, type: change.type, errors: [problem] }
          : buildData(change, entity, selectable, binding.params.select);
        if (!problem) {
          if (!filtersPass.get(`${index}:${binding.id}`)) continue;
          const key = `${index}:${JSON.stringify(claims)}`;
          if (change.type !== 'DELETE' && entity.rls && !visible.get(key)) continue;
        }
        const variants = outgoing.get(subscriber) ?? new Map();
        outgoing.set(subscriber, variants);
        const key = JSON.stringify(binding.params.select);
        const entry = variants.get(key) ?? { ids: [], data };
        variants.set(key, entry);
        if (!entry.ids.includes(binding.id)) entry.ids.push(binding.id);
      }
      for (const [subscriber, variants] of outgoing) {
        for (const { ids, data } of variants.values()) subscriber.deliver(ids, data);
      }
    });
  }

  /** `${change index}:${binding id}` → every filter of the binding passes. */
  private async evaluateFilters(
    changes: QueuedChange[],
    candidates: { binding: Binding }[][],
    entities: Map<number, EntityInfo>,
  ): Promise<Map<string, boolean>> {
    const result = new Map<string, boolean>();
    const checks: {
      key: string;
      value: string | null;
      type: string;
      op: string;
      filter: string;
      negate: boolean;
    }[] = [];
    changes.forEach((change, index) => {
      const entity = entities.get(change.entity);
      const row = change.type === 'DELETE' ? identityOf(change.old_record, entity) : change.record;
      for (const { binding } of candidates[index]!) {
        const key = `${index}:${binding.id}`;
        if (result.has(key)) continue;
        result.set(key, true);
        for (const filter of binding.params.filters) {
          const column = entity?.columns.find((c) => c.name === filter.column);
          if (!column || !row || !Object.hasOwn(row, filter.column)) {
            result.set(key, false);
            continue;
          }
          checks.push({
            key,
            value: asText(row[filter.column]),
            type: column.sqlType,
            op: filter.op,
            filter: filter.value,
            negate: filter.negate,
          });
        }
      }
    });
    if (!checks.length) return result;
    let outcomes: boolean[];
    try {
      const rows = await this.db.query<{ ok: boolean | null }>(FILTERS_SQL, [
        checks.map((c) => c.value),
        checks.map((c) => c.type),
        checks.map((c) => c.op),
        checks.map((c) => c.filter),
        checks.map((c) => c.negate),
      ]);
      outcomes = rows.map((r) => r.ok === true);
    } catch {
      // One value that does not compare must not hide the others' changes.
      outcomes = await Promise.all(
        checks.map((c) =>
          this.db
            .query<{ ok: boolean | null }>(
              'select local_stack.realtime_filter_matches($1, $2::regtype, $3, $4, $5) as ok',
              [c.value, c.type, c.op, c.filter, c.negate],
            )
            .then(
              ([row]) => row?.ok === true,
              () => false,
            ),
        ),
      );
    }
    checks.forEach((check, i) => {
      if (!outcomes[i]) result.set(check.key, false);
    });
    return result;
  }

  /**
   * `${change index}:${claims}` → the row is visible to a token with these claims: a
   * `select … where <pk> = …` as the claims' role, in one transaction per distinct token.
   */
  private async checkRowSecurity(
    changes: QueuedChange[],
    candidates: { subscriber: ChangeSubscriber }[][],
    entities: Map<number, EntityInfo>,
    privileges: Map<string, Set<string>>,
  ): Promise<Map<string, boolean>> {
    const groups = new Map<string, { claims: Claims; byEntity: Map<number, number[]> }>();
    changes.forEach((change, index) => {
      const entity = entities.get(change.entity);
      if (!entity?.rls || change.type === 'DELETE') return;
      for (const { subscriber } of candidates[index]!) {
        const claims = subscriber.claims();
        const selectable = privileges.get(`${change.entity}:${roleOf(claims)}`) ?? new Set();
        if (accessProblem(change, entity, selectable)) continue;
        const key = JSON.stringify(claims);
        const group = groups.get(key) ?? { claims, byEntity: new Map<number, number[]>() };
        groups.set(key, group);
        const list = group.byEntity.get(change.entity) ?? [];
        if (!list.includes(index)) list.push(index);
        group.byEntity.set(change.entity, list);
      }
    });

    const visible = new Map<string, boolean>();
    for (const [key, group] of groups) {
      try {
        await this.db.tx(
          async (q) => {
            await q.query("select set_config('request.jwt.claims', $1, true)", [key]);
            for (const [oid, indexes] of group.byEntity) {
              const entity = entities.get(oid)!;
              const pk = entity.columns.filter((c) => c.pk);
              const table = `${pg.escapeIdentifier(entity.schema)}.${pg.escapeIdentifier(entity.table)}`;
              const match = pk
                .map(
                  (c) =>
                    `t.${pg.escapeIdentifier(c.name)} = (e.v ->> ${pg.escapeLiteral(c.name)})::${c.sqlType}`,
                )
                .join(' and ');
              const keys = indexes.map((i) =>
                Object.fromEntries(pk.map((c) => [c.name, changes[i]!.record?.[c.name] ?? null])),
              );
              const rows = await q.query<{ ord: string }>(
                `select e.ord from jsonb_array_elements($1::jsonb) with ordinality as e(v, ord)
                 where exists (select 1 from ${table} t where ${match})`,
                [JSON.stringify(keys)],
              );
              for (const row of rows) visible.set(`${indexes[Number(row.ord) - 1]}:${key}`, true);
            }
          },
          { role: roleOf(group.claims) },
        );
      } catch (error) {
        // A policy that fails hides the row, as a failing select would.
        this.log(`realtime: row-level security check failed: ${(error as Error).message}`);
      }
    }
    return visible;
  }
}

/** The old row's replica identity: what hosted's WAL carries for UPDATE and DELETE. */
function identityOf(
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
function accessProblem(
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
function buildData(
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
