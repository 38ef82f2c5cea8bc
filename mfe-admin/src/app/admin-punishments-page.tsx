import { AdminPage } from '../components/admin-page';
import { PunishmentManagement } from '../features/punishments/components/punishment-management';
import { t } from '../lib/i18n';

export function AdminPunishmentsPage() {
  return (
    <AdminPage title={t('punishments.title')} subtitle={t('punishments.subtitle')}>
      <PunishmentManagement />
    </AdminPage>
  );
}
