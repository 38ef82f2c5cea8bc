import { notify, type StaffRole } from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { isAdminUser, type AdminUser } from '../lib/admin-user';
import { getUsers } from './get-users';
import { grantRole, revokeRole } from './update-roles';
import { t } from '../../../lib/dashboard-i18n';

/** One page of the user search; the page shown stays while the next search or page loads. */
export const useUsers = (search: string, page: number) =>
  useQuery({
    queryKey: adminKeys.usersPage(search, page),
    queryFn: ({ signal }) => getUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Gives or takes the admin role (whichever the user lacks or has); the list, the counts and the
 * audit log follow.
 */
export function useToggleAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) =>
      isAdminUser(user) ? revokeRole(user.id, 'admin') : grantRole(user.id, 'admin'),
    onSuccess: (_result, user) =>
      notify(
        isAdminUser(user)
          ? t('users.noLongerAdmin', { email: user.email })
          : t('users.nowAdmin', { email: user.email }),
      ),
    meta: { failure: t('users.roleFailed') },
    // Also after a refusal: another admin may have changed the roles meanwhile.
    onSettled: () => invalidateRoles(queryClient),
  });
}

function invalidateRoles(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  ]);
}

/** Gives and takes the editor and moderator roles so the user holds exactly `wanted` of them. */
export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, wanted }: { user: AdminUser; wanted: readonly StaffRole[] }) => {
      for (const role of ['editor', 'moderator'] as const) {
        const has = user.roles.includes(role);
        if (wanted.includes(role) && !has) await grantRole(user.id, role);
        if (!wanted.includes(role) && has) await revokeRole(user.id, role);
      }
    },
    onSuccess: (_result, { user }) => notify(t('users.rolesSaved', { email: user.email })),
    onSettled: () => invalidateRoles(queryClient),
  });
}
