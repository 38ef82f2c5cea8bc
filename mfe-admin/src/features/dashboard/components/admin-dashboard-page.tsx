import { Page, PageHeader } from '@norsecraft/shared';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { AuditLog } from '../../audit-log/components/audit-log';
import { EventManagement } from '../../events/components/event-management';
import { StatCards } from '../../stats/components/stat-cards';
import { UserManagement } from '../../users/components/user-management';
import { useNotice } from '../lib/use-notice';
import { NoticeToast } from './notice-toast';

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

export function AdminDashboardPage() {
  const { notice, show, dismiss } = useNotice();
  // Any change to roles or events moves the counts and adds to the audit log: both reload.
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((count) => count + 1), []);

  return (
    <Page>
      <PageHeader title="Admin Dashboard" subtitle="Manage users and server settings" />
      <StatCards version={changes} onError={show} />
      <Sections>
        <UserManagement onChanged={changed} onError={show} />
        <EventManagement onChanged={changed} onError={show} />
        <Wide>
          <AuditLog version={changes} onError={show} />
        </Wide>
      </Sections>
      <NoticeToast message={notice} onDismiss={dismiss} />
    </Page>
  );
}
