import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError } from '../data/data-error';
import type { Database } from '../types/database';
import { hasAdminRole } from './profile';

/**
 * The site's one admin-role query: whether `userId` holds the admin role, read from the database
 * (RLS lets users read their own role rows). An error answer means "not an admin"; no answer at
 * all (backend down) throws a DataError with status 0: the role is then unknown, not refused.
 */
export async function getIsAdmin(
  client: SupabaseClient<Database>,
  userId: string,
): Promise<boolean> {
  const { data, error, status } = await client
    .from('user_roles')
    .select('roles(name)')
    .eq('user_id', userId);
  if (error && status === 0) throw new DataError(error.message, 0, error.code);
  if (error) {
    console.error('Failed to check admin role', error);
    return false;
  }
  return hasAdminRole(data);
}

/** Query key of a user's admin role, read with `checkAdminRole` (the admin dashboard's gate). */
export const adminRoleKey = (userId: string | null) => ['admin-role', userId] as const;
