import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  LoadingState,
  matchesPagePath,
  pagePathParams,
  preloadablePage,
  type PagePrefetchContext,
} from '@norsecraft/shared';
import { getItems, itemsKey } from './features/items/api/get-items';
import {
  getPunishmentHistory,
  punishmentHistoryKey,
} from './features/punishments/api/get-punishment-history';
import { playerQuery } from './features/players/api/get-player';
import { voteLeadersQuery } from './features/votes/api/get-votes';
import type { InfoPath } from './pages';

/**
 * Mount convention (docs/decisions.md): a top-level <Routes> with the site's ABSOLUTE paths. Each
 * page is its own chunk, so a visitor of /rules does not download the calendar or the items code.
 * Keyed by the page manifest's paths (src/pages.ts): a page listed there without a module here,
 * or the reverse, does not type-check.
 */
const pageModules: Record<InfoPath, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('./features/landing/components/landing-page'),
  '/votes': () => import('./features/votes/components/votes-page'),
  '/rules': () => import('./features/rules/components/rules-page'),
  '/staff': () => import('./features/staff/components/staff-page'),
  '/dynmap': () => import('./features/map/components/map-page'),
  '/store': () => import('./features/store/components/store-page'),
  '/wiki': () => import('./features/wiki/components/wiki-page'),
  '/items': () => import('./features/items/components/items-page'),
  '/punishments': () => import('./features/punishments/components/punishments-page'),
  '/punishments/:player': () => import('./features/punishments/components/player-history-page'),
  '/players/:name': () => import('./features/players/components/player-page'),
  '/calendar': () => import('./features/calendar/components/calendar-page'),
  '/guilds': () => import('./features/guilds/components/guilds-page'),
  '/quests': () => import('./features/quests/components/quests-page'),
  '/achievements': () => import('./features/achievements/components/achievements-page'),
};

const routes = Object.entries(pageModules).map(([path, load]) => ({
  path,
  ...preloadablePage(load),
}));

/** The player a history address names, decoded as the router decodes it (`useParams`). */
const historyPlayer = (pathname: string) =>
  pagePathParams('/punishments/:player', pathname)?.player;
/** The player a player page's address names, decoded likewise. */
const pagePlayer = (pathname: string) => pagePathParams('/players/:name', pathname)?.name;

/**
 * Called by the shell when a link to `pathname` is hovered or focused, and before it renders the
 * page it was sent as HTML (it waits for the returned promise: no loading state replaces it). The
 * item database starts loading with its page's code; the HTML host sends the page's HTML with
 * the items in it (a list of a few dozen, the same for every visitor). A player's history starts
 * loading its first page likewise: the host sends it with its rows, or answers 404 for a name
 * the record has never had; a player's page too (404 for a name never known).
 */
export function prefetch(
  pathname: string,
  { prefetchQuery }: PagePrefetchContext,
): Promise<unknown> | undefined {
  if (pathname === '/items') prefetchQuery({ queryKey: itemsKey, queryFn: getItems });
  // The month's votes: the same for every visitor, sent with the page's HTML.
  if (pathname === '/votes') prefetchQuery(voteLeadersQuery);
  const player = historyPlayer(pathname);
  if (player) {
    prefetchQuery({
      queryKey: punishmentHistoryKey(player, 1),
      queryFn: () => getPunishmentHistory(player, 1),
    });
  }
  // A player's page likewise: sent with its data, or a 404 for a name never known.
  const named = pagePlayer(pathname);
  if (named) prefetchQuery(playerQuery(named));
  return routes.find((route) => matchesPagePath(route.path, pathname))?.preload();
}

export default function InfoRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}
