import { hasAdminRole, supabase } from '@norsecraft/shared';

/**
 * Whether the signed-in user holds the admin role, read from the database (RLS lets users read
 * their own role rows). No session, an error or no admin row all mean "not an admin".
 */
export async function currentUserIsAdmin(): Promise<boolean> {
  const { data: sessionData } = await supabase.auth.getSession();
  const userId = sessionData.session?.user.id;
  if (!userId) return false;
  const { data, error } = await supabase
    .from('user_roles')
    .select('roles(name)')
    .eq('user_id', userId);
  if (error) {
    console.error('Failed to check admin role', error);
    return false;
  }
  return hasAdminRole(data);
}
