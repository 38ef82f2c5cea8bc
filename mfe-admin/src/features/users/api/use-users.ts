import { notify } from '@norsecraft/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { isAdminUser, type AdminUser } from '../lib/admin-user';
import { getUsers } from './get-users';
import { grantAdmin, revokeAdmin } from './update-admin-role';

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
      isAdminUser(user) ? revokeAdmin(user.id) : grantAdmin(user.id),
    onSuccess: (_result, user) =>
      notify(
        isAdminUser(user)
          ? `${user.email} is no longer an admin.`
          : `${user.email} is now an admin.`,
      ),
    meta: { failure: 'Could not change the role. Please try again.' },
    // Also after a refusal: another admin may have changed the roles meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]),
  });
}
