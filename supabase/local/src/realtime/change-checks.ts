// postgres_changes, the per-change decisions the database makes: does a change pass a binding's
// filters (hosted's realtime.check_equality_op), and may a subscriber's token select the row
// (hosted's realtime.apply_rls). Both are asked in batches, one query per drain.
import pg from 'pg';
import type { Database, Queryable } from '../db.ts';
import {
  accessProblem,
  identityOf,
  roleOf,
  type Binding,
  type ChangeSubscriber,
  type Claims,
  type EntityInfo,
  type QueuedChange,
} from './change-payload.ts';

/** A JSON value as the text Postgres casts back to the column's type. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const FILTERS_SQL = `
  select local_stack.realtime_filter_matches(x.v, x.t::regtype, x.o, x.f, x.n) as ok
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[])
    with ordinality as x(v, t, o, f, n, i)
  order by x.i`;

/** `${change index}:${binding id}` → every filter of the binding passes. */
export async function evaluateFilters(
  db: Queryable,
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
    const rows = await db.query<{ ok: boolean | null }>(FILTERS_SQL, [
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
        db
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
export async function checkRowSecurity(
  db: Database,
  log: (line: string) => void,
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
      await db.tx(
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
      log(`realtime: row-level security check failed: ${(error as Error).message}`);
    }
  }
  return visible;
}
