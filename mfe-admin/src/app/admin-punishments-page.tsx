import { Page, PageHeader } from '@norsecraft/shared';
import styled from 'styled-components';
import { AdminNav } from '../components/admin-nav';
import { NoticeToast } from '../components/notice-toast';
import { PunishmentManagement } from '../features/punishments/components/punishment-management';
import { useNotice } from '../lib/use-notice';

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function AdminPunishmentsPage() {
  const { notice, show, dismiss } = useNotice();
  return (
    <Page>
      <PageHeader
        title="Punishments"
        subtitle="Add, edit and revoke the site's punishments; the game server's arrive through its bridge"
      />
      <AdminNav />
      <Body>
        <PunishmentManagement onError={show} />
      </Body>
      <NoticeToast message={notice} onDismiss={dismiss} />
    </Page>
  );
}
