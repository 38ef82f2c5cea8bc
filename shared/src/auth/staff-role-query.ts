import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError } from '../data/data-error';
import type { Database } from '../types/database';
import { staffRolesOf, type StaffRole } from './staff-roles';

/**
 * The site's one role query: the staff roles `userId` holds, read from the database (RLS lets
 * users read their own role rows). An error answer means "none"; no answer at all (backend down)
 * throws a DataError with status 0: the roles are then unknown, not refused.
 */
export async function getStaffRoles(
  client: SupabaseClient<Database>,
  userId: string,
): Promise<StaffRole[]> {
  const { data, error, status } = await client
    .from('user_roles')
    .select('roles(name)')
    .eq('user_id', userId);
  if (error && status === 0) throw new DataError(error.message, 0, error.code);
  if (error) {
    console.error('Failed to check the staff roles', error);
    return [];
  }
  return staffRolesOf(data);
}

/** Query key of a user's staff roles, read with `checkStaffRoles` (the back office's gate). */
export const staffRolesKey = (userId: string | null) => ['staff-roles', userId] as const;
