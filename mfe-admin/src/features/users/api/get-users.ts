import { supabase, unwrap, type AdminSearchUsersResult } from '@norsecraft/shared';

export const USERS_PER_PAGE = 25;

/** The database refuses longer searches (admin_search_users). */
export const MAX_USER_SEARCH_LENGTH = 254;

/**
 * One page of users with their role names, searched by part of the e-mail or username and paged
 * in the database, ordered by e-mail. Admins only: anyone else is refused.
 */
export async function getUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminSearchUsersResult> {
  const needle = search.trim();
  const request = supabase.rpc(
    'admin_search_users',
    { p_page: page, p_page_size: USERS_PER_PAGE, ...(needle ? { p_search: needle } : {}) },
    { get: true },
  );
  return unwrap(await (signal ? request.abortSignal(signal) : request));
}
