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
import type { Database } from '../db.ts';
import type { ChangeParams } from './change-params.ts';
import { entityInfo, privileges } from './change-catalog.ts';
import { checkRowSecurity, evaluateFilters } from './change-checks.ts';
import {
  accessProblem,
  buildData,
  roleOf,
  type Binding,
  type ChangeData,
  type ChangeSubscriber,
  type QueuedChange,
} from './change-payload.ts';

const BATCH = 500;
const NOTIFY_CHANNEL = 'local_stack_realtime';

const DRAIN_SQL = `
  delete from local_stack.realtime_changes
  where id in (select id from local_stack.realtime_changes order by id limit ${BATCH})
  returning id, entity::int8 as entity, type, record, old_record,
    to_char(commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`;

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
    const [info] = (await entityInfo(this.db, [entity])).values();
    const selectableBy = await privileges(this.db, [entity], [role]);
    const selectable = selectableBy.get(`${entity}:${role}`) ?? new Set<string>();
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
    const entities = await entityInfo(this.db, oids);
    const roles = [...new Set(candidates.flat().map((m) => roleOf(m.subscriber.claims())))];
    const selectableBy = await privileges(this.db, oids, roles);
    const filtersPass = await evaluateFilters(this.db, changes, candidates, entities);
    const visible = await checkRowSecurity(
      this.db,
      this.log,
      changes,
      candidates,
      entities,
      selectableBy,
    );

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
          selectableBy.get(`${change.entity}:${roleOf(claims)}`) ?? new Set<string>();
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
}
