/**
 * The site's route table (spec section 2): which remote serves each path. The shell owns it so
 * the 404, the guards, the title rule and prefetching are decided in one place. Remotes render the
 * same absolute paths in their own `<Routes>` (see README "Front end").
 */
export type RemoteName = 'mfe_info' | 'mfe_games' | 'mfe_auction' | 'mfe_account' | 'mfe_admin';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mfe_info',
  'mfe_games',
  'mfe_auction',
  'mfe_account',
  'mfe_admin',
];

/** 'signed-in' sends visitors to /login; 'admin' sends everyone else to / before loading. */
export type RouteGuard = 'signed-in' | 'admin';

export interface SiteRoute {
  path: string;
  remote: RemoteName;
  guard?: RouteGuard;
}

export const ROUTES: readonly SiteRoute[] = [
  { path: '/', remote: 'mfe_info' },
  { path: '/votes', remote: 'mfe_info' },
  { path: '/rules', remote: 'mfe_info' },
  { path: '/staff', remote: 'mfe_info' },
  { path: '/dynmap', remote: 'mfe_info' },
  { path: '/store', remote: 'mfe_info' },
  { path: '/wiki', remote: 'mfe_info' },
  { path: '/items', remote: 'mfe_info' },
  { path: '/punishments', remote: 'mfe_info' },
  { path: '/calendar', remote: 'mfe_info' },
  { path: '/guilds', remote: 'mfe_info' },
  { path: '/quests', remote: 'mfe_info' },
  { path: '/achievements', remote: 'mfe_info' },
  { path: '/games', remote: 'mfe_games' },
  { path: '/games/elder-clicker', remote: 'mfe_games' },
  { path: '/games/flappy-steve', remote: 'mfe_games' },
  { path: '/auction-house', remote: 'mfe_auction' },
  { path: '/login', remote: 'mfe_account' },
  { path: '/reset-password', remote: 'mfe_account' },
  { path: '/update-password', remote: 'mfe_account' },
  { path: '/members', remote: 'mfe_account', guard: 'signed-in' },
  { path: '/profile', remote: 'mfe_account', guard: 'signed-in' },
  { path: '/settings', remote: 'mfe_account', guard: 'signed-in' },
  { path: '/admin', remote: 'mfe_admin', guard: 'admin' },
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route serving `pathname` (a trailing slash is the same page), or null for the 404. */
export function findRoute(pathname: string): SiteRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return byPath.get(path) ?? null;
}

/** The remote behind a link target such as '/games' or '/votes?x=1', for prefetching. */
export function remoteForLink(to: string): RemoteName | null {
  return findRoute(to.split(/[?#]/)[0] ?? to)?.remote ?? null;
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: '/login' | '/' };

/** What a guarded route does for the current visitor. */
export function guardDecision(
  guard: RouteGuard | undefined,
  visitor: { signedIn: boolean; isAdmin: boolean },
): GuardDecision {
  if (guard === 'signed-in' && !visitor.signedIn) return { kind: 'redirect', to: '/login' };
  if (guard === 'admin' && !visitor.isAdmin) return { kind: 'redirect', to: '/' };
  return { kind: 'render' };
}
