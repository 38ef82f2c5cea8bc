import { Page, PageHeader, useIsAdmin } from '@norsecraft/shared';
import styled from 'styled-components';
import { AdminNav } from '../components/admin-nav';
import { StaffOverview } from '../components/staff-overview';
import { AuditLog } from '../features/audit-log/components/audit-log';
import { EventManagement } from '../features/events/components/event-management';
import { StatCards } from '../features/stats/components/stat-cards';
import { UserManagement } from '../features/users/components/user-management';
import { t } from '../lib/i18n';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** Admins: the site's figures, users and roles, events and the audit log; other staff: their areas. */
export function AdminDashboardPage() {
  const isAdmin = useIsAdmin();
  return (
    <Page>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <AdminNav />
      {isAdmin ? (
        <>
          <StatCards />
          <Sections>
            <UserManagement />
            <EventManagement />
            <Wide>
              <AuditLog />
            </Wide>
          </Sections>
        </>
      ) : (
        <Sections>
          <Wide>
            <StaffOverview />
          </Wide>
        </Sections>
      )}
    </Page>
  );
}
