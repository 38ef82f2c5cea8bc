import { ErrorState, LoadingState, Page, PageHeader } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminAccess } from '../lib/use-admin-access';

/**
 * Renders the admin pages only for admins; everyone else goes to /
 * (docs/product/admin.md#who-is-an-admin).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { access, retry } = useAdminAccess();
  if (access === 'checking') return <LoadingState label="Checking access..." />;
  if (access === 'denied') return <Navigate to="/" replace />;
  if (access === 'unavailable') {
    return (
      <Page>
        <PageHeader title="Admin Dashboard" />
        <ErrorState
          title="Failed to load the dashboard"
          message="The server could not be reached. Please try again later."
          onRetry={retry}
        />
      </Page>
    );
  }
  return children;
}
