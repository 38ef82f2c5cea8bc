// The users list of the back office (admin_search_users, jsonb: the generator sees only Json).

/** admin_search_users (admins only): one page of users ordered by e-mail. */
export interface AdminUserRow {
  id: string;
  email: string | null;
  username: string | null;
  /** Role names, e.g. ['admin']. */
  roles: string[];
  created_at: string;
}

export interface AdminSearchUsersResult {
  rows: AdminUserRow[];
  /** Matching users; a search counts only up to 1,000 past the page (then not exact). */
  total: number;
  total_is_exact: boolean;
  page: number;
  page_size: number;
}
