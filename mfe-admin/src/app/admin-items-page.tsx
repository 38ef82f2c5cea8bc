import { AdminPage } from '../components/admin-page';
import { ItemManagement } from '../features/items/components/item-management';
import { t } from '../lib/i18n';

export function AdminItemsPage() {
  return (
    <AdminPage title={t('items.title')} subtitle={t('items.subtitle')}>
      <ItemManagement />
    </AdminPage>
  );
}
