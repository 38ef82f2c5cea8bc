import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './features/access/components/admin-gate';
import { AdminAuctionsPage } from './app/admin-auctions-page';
import { AdminDashboardPage } from './app/admin-dashboard-page';
import { AdminItemsPage } from './app/admin-items-page';
import { AdminPunishmentsPage } from './app/admin-punishments-page';

const gated = (page: ReactNode) => <AdminGate>{page}</AdminGate>;

/** Mount convention (docs/decisions.md): absolute paths, rendered by the shell as is. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={gated(<AdminDashboardPage />)} />
      <Route path="/admin/items" element={gated(<AdminItemsPage />)} />
      <Route path="/admin/auctions" element={gated(<AdminAuctionsPage />)} />
      <Route path="/admin/punishments" element={gated(<AdminPunishmentsPage />)} />
    </Routes>
  );
}
