import { Route, Routes } from 'react-router-dom';

export default function AuctionRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Auction</h1>} />
    </Routes>
  );
}
