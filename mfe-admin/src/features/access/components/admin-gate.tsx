import {
  adminRoleKey,
  checkAdminRole,
  ErrorState,
  isUnreachable,
  LoadingState,
  Page,
  PageHeader,
  useSessionUser,
} from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Renders the admin pages only for admins; everyone else goes to /
 * (docs/product/admin.md#who-is-an-admin). The shell already keeps non-admins out, but this
 * remote asks the database itself on each visit and again when the signed-in user changes. When
 * the backend cannot be reached the answer is an error state, not a "no": an admin must not be
 * sent away from the dashboard by an outage.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const userId = useSessionUser()?.id ?? null;
  // Asked again on every visit (never fresh from the cache): the role may have changed.
  const role = useQuery({ queryKey: adminRoleKey(userId), queryFn: checkAdminRole, staleTime: 0 });
  if (role.isError && isUnreachable(role.error) && !role.isFetching) {
    return (
      <Page>
        <PageHeader title="Admin Dashboard" />
        <ErrorState
          title="Failed to load the dashboard"
          message="The server could not be reached. Please try again later."
          onRetry={() => void role.refetch()}
        />
      </Page>
    );
  }
  if (role.isPending || role.isFetching) return <LoadingState label="Checking access..." />;
  if (role.isError || !role.data) return <Navigate to="/" replace />;
  return children;
}
