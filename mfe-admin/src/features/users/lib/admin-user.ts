import { ADMIN_ROLE, type AdminUserRow } from '@norsecraft/shared';
import { t } from '../../../lib/dashboard-i18n';

/** A site user as the admin page sees it: e-mail, username and the names of their roles. */
export type AdminUser = AdminUserRow;

export function isAdminUser(user: Pick<AdminUser, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}

export function roleLabel(user: Pick<AdminUser, 'roles'>): string {
  return isAdminUser(user) ? t('users.administrator') : t('users.user');
}

/** The editor and moderator roles a user holds, as the list names them. */
export function staffRoleLabels(user: Pick<AdminUser, 'roles'>): string[] {
  return [
    ...(user.roles.includes('editor') ? [t('users.editor')] : []),
    ...(user.roles.includes('moderator') ? [t('users.moderator')] : []),
  ];
}
