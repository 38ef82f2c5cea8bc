import { supabase, unwrap } from '@norsecraft/shared';
import type { AdminUser } from '../lib/admin-user';

/** Every user with their role names; `users` is readable by admins only. */
export async function getUsers(): Promise<AdminUser[]> {
  const rows = unwrap(
    await supabase.from('users').select('id, email, user_roles(roles(name))').order('email'),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roles: row.user_roles.flatMap(({ roles }) => (roles ? [roles.name] : [])),
  }));
}
