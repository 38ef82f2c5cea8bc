import { Route, Routes } from 'react-router-dom';

export default function InfoRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Info</h1>} />
    </Routes>
  );
}
