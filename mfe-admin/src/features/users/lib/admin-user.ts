import { ADMIN_ROLE } from '@norsecraft/shared';

/** A site user as the admin page sees it: e-mail plus the names of the roles they hold. */
export interface AdminUser {
  id: string;
  email: string | null;
  roles: string[];
}

export function isAdminUser(user: Pick<AdminUser, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}

export function roleLabel(user: Pick<AdminUser, 'roles'>): 'Administrator' | 'User' {
  return isAdminUser(user) ? 'Administrator' : 'User';
}

/** Users whose e-mail contains the query, ignoring case; all for a blank query. */
export function searchUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => (user.email ?? '').toLocaleLowerCase().includes(needle));
}
