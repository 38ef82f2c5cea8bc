import { Route, Routes } from 'react-router-dom';

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Account</h1>} />
    </Routes>
  );
}
