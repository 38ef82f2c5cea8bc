import { AdminPage } from '../components/admin-page';
import { ItemManagement } from '../features/items/components/item-management';

export function AdminItemsPage() {
  return (
    <AdminPage title="Item Database" subtitle="Create, edit and retire the server's items">
      <ItemManagement />
    </AdminPage>
  );
}
