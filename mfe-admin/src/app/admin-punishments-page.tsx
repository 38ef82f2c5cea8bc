import { AdminPage } from '../components/admin-page';
import { PunishmentManagement } from '../features/punishments/components/punishment-management';

export function AdminPunishmentsPage() {
  return (
    <AdminPage
      title="Punishments"
      subtitle="Add, edit and revoke the site's punishments; the game server's arrive through its bridge"
    >
      <PunishmentManagement />
    </AdminPage>
  );
}
