import { Route, Routes } from 'react-router-dom';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Admin</h1>} />
    </Routes>
  );
}
