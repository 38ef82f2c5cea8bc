import { ADMIN_ROLE, type AdminUserRow } from '@norsecraft/shared';

/** A site user as the admin page sees it: e-mail, username and the names of their roles. */
export type AdminUser = AdminUserRow;

export function isAdminUser(user: Pick<AdminUser, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}

export function roleLabel(user: Pick<AdminUser, 'roles'>): 'Administrator' | 'User' {
  return isAdminUser(user) ? 'Administrator' : 'User';
}

/** The editor and moderator roles a user holds, as the list names them. */
export function staffRoleLabels(user: Pick<AdminUser, 'roles'>): string[] {
  return [
    ...(user.roles.includes('editor') ? ['Editor'] : []),
    ...(user.roles.includes('moderator') ? ['Moderator'] : []),
  ];
}
