import { DataError, supabase, unwrap, type StaffRole } from '@norsecraft/shared';
import { serverSentence } from '../../../lib/server-sentences';

async function roleId(role: StaffRole): Promise<string> {
  return unwrap(await supabase.from('roles').select('id').eq('name', role).single()).id;
}

/** Gives a user a role (admins only: the database refuses anyone else, editors included). */
export async function grantRole(userId: string, role: StaffRole): Promise<void> {
  const id = await roleId(role);
  unwrap(await supabase.from('user_roles').insert({ user_id: userId, role_id: id }));
}

/**
 * The database refuses to remove the last admin; its message (and hint) is passed on, in the
 * page's language.
 */
export async function revokeRole(userId: string, role: StaffRole): Promise<void> {
  const id = await roleId(role);
  const { error, status } = await supabase
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .eq('role_id', id);
  if (error) {
    const message = error.hint ? `${error.message}. ${error.hint}` : error.message;
    throw new DataError(serverSentence(message), status, error.code);
  }
}
