// One migration (or the seed) run as hosted runs it: as the non-superuser postgres role, with
// the search path a fresh CLI login has (no `extensions`), refusing what hosted refuses — the
// bootstrap's event triggers catch DDL on auth and storage, and a before/after comparison
// catches a revoked privilege of an API role there.
import type { Queryable } from './db.ts';

export class HostedRefusal extends Error {
  readonly code = '42501';
}

export async function runAsPostgres(q: Queryable, role: string, sql: string): Promise<void> {
  const [before] = await q.query<{ p: string[] }>('select local_stack.api_role_privileges() as p');
  await q.query(`set local role "${role}"`);
  await q.query('set local search_path = "$user", public');
  await q.query(sql);
  await q.query('reset role');
  await q.query('reset search_path');
  const [after] = await q.query<{ p: string[] }>('select local_stack.api_role_privileges() as p');
  const lost = (before?.p ?? []).filter((grant) => !after?.p.includes(grant));
  if (lost.length) {
    throw new HostedRefusal(
      `permission denied: hosted Supabase does not let postgres revoke privileges of API roles on auth or storage tables (${lost.join(', ')})`,
    );
  }
}
