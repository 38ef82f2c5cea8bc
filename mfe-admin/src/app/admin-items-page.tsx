import { Page, PageHeader } from '@norsecraft/shared';
import { ItemManagement } from '../features/items/components/item-management';
import { AdminNav } from './admin-nav';

export function AdminItemsPage() {
  return (
    <Page>
      <PageHeader title="Item Database" subtitle="Create, edit and retire the server's items" />
      <AdminNav />
      <ItemManagement />
    </Page>
  );
}
