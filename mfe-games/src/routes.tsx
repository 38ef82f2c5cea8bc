import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@norsecraft/shared';
import { GamesHubPage } from './features/hub/components/games-hub-page';

// Each game loads its own chunk, so the hub stays small.
const ElderClickerPage = lazy(() =>
  import('./features/elder-clicker/components/elder-clicker-page').then((m) => ({
    default: m.ElderClickerPage,
  })),
);
const FlappyStevePage = lazy(() =>
  import('./features/flappy-steve/components/flappy-steve-page').then((m) => ({
    default: m.FlappyStevePage,
  })),
);

/**
 * Mount convention: every remote's `./routes` renders a top-level <Routes> with the site's
 * ABSOLUTE paths (as in the spec's route table). The shell picks the remote for the current
 * path from its own table and renders this component as is; the standalone dev harness does too.
 */
export default function GamesRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading game..." />}>
      <Routes>
        <Route path="/games" element={<GamesHubPage />} />
        <Route path="/games/elder-clicker" element={<ElderClickerPage />} />
        <Route path="/games/flappy-steve" element={<FlappyStevePage />} />
      </Routes>
    </Suspense>
  );
}
