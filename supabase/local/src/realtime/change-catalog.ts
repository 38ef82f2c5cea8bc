// postgres_changes, what the catalog says: a published table's columns, keys and replica
// identity, and which columns each role may select.
import type { Queryable } from '../db.ts';
import type { ColumnInfo, EntityInfo } from './change-payload.ts';

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

export async function entityInfo(db: Queryable, oids: number[]): Promise<Map<number, EntityInfo>> {
  const rows = await db.query<{
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
export async function privileges(
  db: Queryable,
  oids: number[],
  roles: string[],
): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ oid: string; role: string; columns: string[] }>(PRIVILEGES_SQL, [
    oids,
    roles,
  ]);
  return new Map(rows.map((r) => [`${r.oid}:${r.role}`, new Set(r.columns)]));
}
