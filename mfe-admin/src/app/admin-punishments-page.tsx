import { Page, PageHeader } from '@norsecraft/shared';
import styled from 'styled-components';
import { AdminNav } from '../components/admin-nav';
import { PunishmentManagement } from '../features/punishments/components/punishment-management';

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function AdminPunishmentsPage() {
  return (
    <Page>
      <PageHeader
        title="Punishments"
        subtitle="Add, edit and revoke the site's punishments; the game server's arrive through its bridge"
      />
      <AdminNav />
      <Body>
        <PunishmentManagement />
      </Body>
    </Page>
  );
}
