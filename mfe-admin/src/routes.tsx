import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './features/access/components/admin-gate';
import { AdminDashboardPage } from './app/admin-dashboard-page';
import { AdminPunishmentsPage } from './app/admin-punishments-page';

/** Mount convention (docs/decisions.md): absolute paths, rendered by the shell as is. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <AdminGate>
            <AdminDashboardPage />
          </AdminGate>
        }
      />
      <Route
        path="/admin/punishments"
        element={
          <AdminGate>
            <AdminPunishmentsPage />
          </AdminGate>
        }
      />
    </Routes>
  );
}
