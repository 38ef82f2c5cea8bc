import {
  supabase,
  type AdminSearchUsersArgs,
  type AdminSearchUsersResult,
} from '@norsecraft/shared';

export const USERS_PER_PAGE = 25;

/** The database refuses longer searches (admin_search_users). */
export const MAX_USER_SEARCH_LENGTH = 254;

/** One page of users by e-mail or username, searched and paged in the database (admins only). */
export async function getAdminUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminSearchUsersResult> {
  const needle = search.trim();
  const args: AdminSearchUsersArgs = {
    p_page: page,
    p_page_size: USERS_PER_PAGE,
    ...(needle ? { p_search: needle } : {}),
  };
  const request = supabase.rpc('admin_search_users', args, { get: true });
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  if (error) throw new Error(error.message);
  return data as AdminSearchUsersResult;
}
