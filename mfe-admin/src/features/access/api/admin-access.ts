import { hasAdminRole, supabase } from '@norsecraft/shared';
import { RoleCheckUnavailableError } from '../lib/role-check-unavailable-error';

/**
 * Whether the signed-in user holds the admin role, read from the database (RLS lets users read
 * their own role rows). No session, an error answer or no admin row all mean "not an admin";
 * no answer at all (backend down) throws RoleCheckUnavailableError.
 */
export async function currentUserIsAdmin(): Promise<boolean> {
  const { data: sessionData } = await supabase.auth.getSession();
  const userId = sessionData.session?.user.id;
  if (!userId) return false;
  const { data, error, status } = await supabase
    .from('user_roles')
    .select('roles(name)')
    .eq('user_id', userId);
  // supabase-js reports a failed fetch as status 0.
  if (error && status === 0) throw new RoleCheckUnavailableError(error.message);
  if (error) {
    console.error('Failed to check admin role', error);
    return false;
  }
  return hasAdminRole(data);
}
