import { Route, Routes } from 'react-router-dom';

export default function GamesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<h1>Games</h1>} />
    </Routes>
  );
}
