import { Route, Routes } from 'react-router-dom';

/**
 * Mount convention: every remote's `./routes` renders a top-level <Routes> with the site's
 * ABSOLUTE paths (as in the spec's route table). The shell picks the remote for the current
 * path from its own table and renders this component as is; the standalone dev harness does too.
 */
export default function GamesRoutes() {
  return (
    <Routes>
      <Route path="/games" element={<h1>Mini Games</h1>} />
      <Route path="/games/elder-clicker" element={<h1>Elder Clicker</h1>} />
      <Route path="/games/flappy-steve" element={<h1>Flappy Steve</h1>} />
    </Routes>
  );
}
