import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  LoadingState,
  matchesPagePath,
  pagePathParams,
  preloadablePage,
  type PagePrefetchContext,
} from '@norsecraft/shared';
import { latestNewsQuery, newsPageQuery, newsPostQuery } from './api/news';
import { achievementsQuery } from './features/achievements/api/get-achievements';
import { guildsQuery } from './features/guilds/api/get-guilds';
import { getItems, itemsKey } from './features/items/api/get-items';
import { landingQuery } from './features/landing/api/get-landing';
import { parseNewsPage } from './features/news/lib/news-paths';
import { playerQuery } from './features/players/api/get-player';
import {
  getPunishmentHistory,
  punishmentHistoryKey,
} from './features/punishments/api/get-punishment-history';
import { questsQuery } from './features/quests/api/get-quests';
import { rulesQuery } from './features/rules/api/get-rules';
import { staffQuery } from './features/staff/api/get-staff';
import { storeQuery } from './features/store/api/get-store';
import { voteLeadersQuery } from './features/votes/api/get-votes';
import { voteSitesQuery } from './features/votes/api/get-vote-sites';
import { wikiAboutQuery, wikiArticleQuery, wikiHubQuery } from './features/wiki/api/get-wiki';
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
  '/wiki/:slug': () => import('./features/wiki/components/wiki-article-page'),
  '/news': () => import('./features/news/components/news-page'),
  '/news/page/:page': () => import('./features/news/components/news-page'),
  '/news/:post': () => import('./features/news/components/news-post-page'),
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

type PageQuery = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };

/**
 * The data each page shows at once: its content, edited by staff in the database; the month's
 * votes (the same for every visitor); a player's first page of history and a player's page (the
 * host answers 404 for a name never known). Started with the page's code in the browser, and run
 * by the HTML host before it renders the page, so the page arrives as HTML with its content (and
 * the browser's cache gets the answers with it).
 */
const PAGE_QUERIES: Partial<Record<InfoPath, (params: Record<string, string>) => PageQuery[]>> = {
  '/': () => [landingQuery, latestNewsQuery],
  '/votes': () => [voteSitesQuery, voteLeadersQuery],
  '/rules': () => [rulesQuery],
  '/staff': () => [staffQuery],
  '/store': () => [storeQuery],
  '/wiki': () => [wikiHubQuery, wikiAboutQuery],
  '/wiki/:slug': ({ slug }) => [wikiArticleQuery(slug!)],
  '/items': () => [{ queryKey: itemsKey, queryFn: getItems }],
  '/news': () => [newsPageQuery(1)],
  '/news/page/:page': ({ page }) => {
    const number = parseNewsPage(page);
    return number ? [newsPageQuery(number)] : [];
  },
  '/news/:post': ({ post }) => [newsPostQuery(post!)],
  '/punishments/:player': ({ player }) => [
    {
      queryKey: punishmentHistoryKey(player!, 1),
      queryFn: () => getPunishmentHistory(player!, 1),
    },
  ],
  '/players/:name': ({ name }) => [playerQuery(name!)],
  '/guilds': () => [guildsQuery],
  '/quests': () => [questsQuery],
  '/achievements': () => [achievementsQuery],
};

/**
 * Called by the shell when a link to `pathname` is hovered or focused, and before it renders the
 * page it was sent as HTML (it waits for the returned promise: no loading state replaces it).
 * The page's data starts loading with its code; the HTML host sends the page's HTML with it.
 */
export function prefetch(
  pathname: string,
  { prefetchQuery }: PagePrefetchContext,
): Promise<unknown> | undefined {
  const route = routes.find((candidate) => matchesPagePath(candidate.path, pathname));
  if (!route) return undefined;
  const queries =
    PAGE_QUERIES[route.path as InfoPath]?.(pagePathParams(route.path, pathname) ?? {}) ?? [];
  for (const query of queries) prefetchQuery(query);
  return route.preload();
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
