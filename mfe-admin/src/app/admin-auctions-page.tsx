import { AdminPage } from '../components/admin-page';
import { ListingManagement } from '../features/listings/components/listing-management';

export function AdminAuctionsPage() {
  return (
    <AdminPage
      title="Auction Listings"
      subtitle="Put items up for auction, cancel listings and follow the bids"
    >
      <ListingManagement />
    </AdminPage>
  );
}
