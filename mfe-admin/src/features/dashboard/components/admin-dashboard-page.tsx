import { Page, PageHeader } from '@norsecraft/shared';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
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

export function AdminDashboardPage() {
  const { notice, show, dismiss } = useNotice();
  // Any change to roles or events moves the counts, so the stat cards reload.
  const [statsVersion, setStatsVersion] = useState(0);
  const refreshStats = useCallback(() => setStatsVersion((version) => version + 1), []);

  return (
    <Page>
      <PageHeader title="Admin Dashboard" subtitle="Manage users and server settings" />
      <StatCards version={statsVersion} onError={show} />
      <Sections>
        <UserManagement onChanged={refreshStats} />
        <EventManagement onChanged={refreshStats} onError={show} />
      </Sections>
      <NoticeToast message={notice} onDismiss={dismiss} />
    </Page>
  );
}
