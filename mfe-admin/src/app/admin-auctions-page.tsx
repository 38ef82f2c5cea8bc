import { AdminPage } from '../components/admin-page';
import { ListingManagement } from '../features/listings/components/listing-management';
import { t } from '../lib/i18n';

export function AdminAuctionsPage() {
  return (
    <AdminPage title={t('auctions.title')} subtitle={t('auctions.subtitle')}>
      <ListingManagement />
    </AdminPage>
  );
}
