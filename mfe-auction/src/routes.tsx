import type { PagePrefetchContext } from '@norsecraft/shared';
import { Route, Routes } from 'react-router-dom';
import { listingsKey } from './features/auction/api/get-listings';
import { fetchListings } from './features/auction/api/use-listings';
import { AuctionHousePage } from './features/auction/components/auction-house-page';

/**
 * Called by the shell when a link to the auction house is hovered or focused, and while the page
 * loads: the listings start loading with the page's code, not after its first render. The release
 * host calls it too, and sends the page's HTML with the listings in it.
 */
export function prefetch(_pathname: string, { prefetchQuery }: PagePrefetchContext): void {
  prefetchQuery({ queryKey: listingsKey, queryFn: fetchListings });
}

/** Mount convention (docs/decisions.md): absolute paths, rendered by the shell as is. */
export default function AuctionRoutes() {
  return (
    <Routes>
      <Route path="/auction-house" element={<AuctionHousePage />} />
    </Routes>
  );
}
