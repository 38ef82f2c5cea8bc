import type { StaffAccess } from '@norsecraft/shared';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StaffGate } from './features/access/components/staff-gate';
import { AdminAuctionsPage } from './app/admin-auctions-page';
import { AdminContentKindPage } from './app/admin-content-kind-page';
import { AdminContentPage } from './app/admin-content-page';
import { AdminDashboardPage } from './app/admin-dashboard-page';
import { AdminItemsPage } from './app/admin-items-page';
import { AdminPunishmentsPage } from './app/admin-punishments-page';

const gated = (access: StaffAccess, page: ReactNode) => (
  <StaffGate access={access}>{page}</StaffGate>
);

/** Mount convention (docs/decisions.md): absolute paths, rendered by the shell as is. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={gated('staff', <AdminDashboardPage />)} />
      <Route path="/admin/items" element={gated('admin', <AdminItemsPage />)} />
      <Route path="/admin/auctions" element={gated('admin', <AdminAuctionsPage />)} />
      <Route path="/admin/punishments" element={gated('moderator', <AdminPunishmentsPage />)} />
      <Route path="/admin/content" element={gated('editor', <AdminContentPage />)} />
      {/* Gated by its kind inside (the site settings are the admins'). */}
      <Route path="/admin/content/:kind" element={<AdminContentKindPage />} />
    </Routes>
  );
}
