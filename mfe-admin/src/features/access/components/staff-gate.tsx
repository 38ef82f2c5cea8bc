import {
  checkStaffRoles,
  ErrorState,
  hasAccess,
  isUnreachable,
  LoadingState,
  Page,
  PageHeader,
  staffRolesKey,
  useSessionUser,
  type StaffAccess,
} from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { t } from '../../../lib/i18n';

/**
 * Renders a back office page only for those whose roles give `access` (admins every page,
 * editors the content and news, moderators the punishments); everyone else goes to /
 * (docs/product/admin.md#roles). The shell already keeps them out, but this remote asks the
 * database itself on each visit and again when the signed-in user changes. When the backend
 * cannot be reached the answer is an error state, not a "no": staff must not be sent away by an
 * outage.
 */
export function StaffGate({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const userId = useSessionUser()?.id ?? null;
  // Asked again on every visit (never fresh from the cache): the roles may have changed.
  const roles = useQuery({
    queryKey: staffRolesKey(userId),
    queryFn: checkStaffRoles,
    staleTime: 0,
  });
  if (roles.isError && isUnreachable(roles.error) && !roles.isFetching) {
    return (
      <Page>
        <PageHeader title={t('dashboard.title')} />
        <ErrorState
          title={t('gate.failedTitle')}
          message={t('gate.failedMessage')}
          onRetry={() => void roles.refetch()}
        />
      </Page>
    );
  }
  if (roles.isPending || roles.isFetching) return <LoadingState label={t('gate.checking')} />;
  if (roles.isError || !hasAccess(roles.data, access)) return <Navigate to="/" replace />;
  return children;
}
