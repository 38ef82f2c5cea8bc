import { Page, PageHeader } from '@norsecraft/shared';
import { ListingManagement } from '../features/listings/components/listing-management';
import { AdminNav } from './admin-nav';

export function AdminAuctionsPage() {
  return (
    <Page>
      <PageHeader
        title="Auction Listings"
        subtitle="Put items up for auction, cancel listings and follow the bids"
      />
      <AdminNav />
      <ListingManagement />
    </Page>
  );
}
