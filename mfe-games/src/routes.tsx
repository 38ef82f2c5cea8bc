import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, preloadablePage } from '@norsecraft/shared';
import { GamesHubPage } from './features/hub/components/games-hub-page';
import { t } from './lib/i18n';

// Each game loads its own chunk, so the hub stays small.
const elderClicker = preloadablePage(() =>
  import('./features/elder-clicker/components/elder-clicker-page').then((m) => ({
    default: m.ElderClickerPage,
  })),
);
const flappySteve = preloadablePage(() =>
  import('./features/flappy-steve/components/flappy-steve-page').then((m) => ({
    default: m.FlappyStevePage,
  })),
);
const ElderClickerPage = elderClicker.Page;
const FlappyStevePage = flappySteve.Page;

const preloads: Record<string, () => Promise<unknown>> = {
  '/games/elder-clicker': elderClicker.preload,
  '/games/flappy-steve': flappySteve.preload,
};

/**
 * Called by the shell when a link to `pathname` is hovered or focused, and before it renders the
 * page it was sent as HTML (it waits for the returned promise: no loading state replaces it).
 */
export function prefetch(pathname: string): Promise<unknown> | undefined {
  return preloads[pathname]?.();
}

/**
 * Mount convention: every remote's `./routes` renders a top-level <Routes> with the site's
 * ABSOLUTE paths (as in its pages.ts). The shell picks the remote for the current
 * path from its own table and renders this component as is; the standalone dev harness does too.
 */
export default function GamesRoutes() {
  return (
    <Suspense fallback={<LoadingState label={t('routes.loading')} />}>
      <Routes>
        <Route path="/games" element={<GamesHubPage />} />
        <Route path="/games/elder-clicker" element={<ElderClickerPage />} />
        <Route path="/games/flappy-steve" element={<FlappyStevePage />} />
      </Routes>
    </Suspense>
  );
}
