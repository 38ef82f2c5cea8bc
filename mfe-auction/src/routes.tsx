import { Route, Routes } from 'react-router-dom';
import { AuctionHousePage } from './features/auction/components/auction-house-page';

/** Mount convention (docs/decisions.md): absolute paths, rendered by the shell as is. */
export default function AuctionRoutes() {
  return (
    <Routes>
      <Route path="/auction-house" element={<AuctionHousePage />} />
    </Routes>
  );
}
