import { ADMIN_ROLE, DataError, supabase, unwrap } from '@norsecraft/shared';

async function adminRoleId(): Promise<string> {
  return unwrap(await supabase.from('roles').select('id').eq('name', ADMIN_ROLE).single()).id;
}

export async function grantAdmin(userId: string): Promise<void> {
  const roleId = await adminRoleId();
  unwrap(await supabase.from('user_roles').insert({ user_id: userId, role_id: roleId }));
}

/** The database refuses to remove the last admin; its message (and hint) is passed on as is. */
export async function revokeAdmin(userId: string): Promise<void> {
  const roleId = await adminRoleId();
  const { error, status } = await supabase
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .eq('role_id', roleId);
  if (error) {
    const message = error.hint ? `${error.message}. ${error.hint}` : error.message;
    throw new DataError(message, status, error.code);
  }
}
