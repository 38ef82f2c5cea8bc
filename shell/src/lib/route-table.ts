import { hasAccess, type NavMenu, type PageEntry, type RouteGuard } from '@norsecraft/shared';
import { findPagePath, withoutTrailingSlash } from '@norsecraft/shared/document';
import { DEFAULT_LANGUAGE, localizedPage, type PageLanguage } from '@norsecraft/shared/languages';

/**
 * The site's route table, built at start-up from the page manifests of the released remotes (the
 * release registry, /remotes.json): which remote serves each path, its guard, title label, nav
 * placement and prefetching. Nothing about pages is compiled into the shell, so a remote adds or
 * renames a page by releasing alone. Remotes render the same absolute paths in their own
 * `<Routes>` (README "Shipping a remote").
 */
export interface SiteRoute extends PageEntry {
  /** Federation name of the remote serving the page. */
  remote: string;
}

export interface NavLinkItem {
  label: string;
  to: string;
  soon?: boolean;
  guard?: RouteGuard;
  signedOutOnly?: boolean;
}

export interface RouteTable {
  readonly routes: readonly SiteRoute[];
  /**
   * The route serving `pathname` (a trailing slash is the same page), or null for the 404. A
   * literal path wins over a path with `:name` segments.
   */
  find(pathname: string): SiteRoute | null;
  /** The route behind a link target such as '/games' or '/votes?x=1'. */
  findLink(to: string): SiteRoute | null;
  /** One menu's links in their manifest order. */
  menu(menu: NavMenu): readonly NavLinkItem[];
}

/**
 * Builds the table from each remote's pages, in registry order, titled and labelled in the
 * page's language. A path claimed by two remotes
 * stays with the first (the release gate refuses such a release; this only guards a hand-edited
 * registry) and is reported in `conflicts`.
 */
export function createRouteTable(
  remotes: readonly { name: string; pages: readonly PageEntry[] }[],
  language: PageLanguage = DEFAULT_LANGUAGE,
): {
  table: RouteTable;
  conflicts: string[];
} {
  const byPath = new Map<string, SiteRoute>();
  const conflicts: string[] = [];
  for (const remote of remotes) {
    for (const page of remote.pages) {
      const owner = byPath.get(page.path);
      if (owner) conflicts.push(`${page.path} is claimed by ${owner.remote} and ${remote.name}`);
      else byPath.set(page.path, { ...localizedPage(page, language), remote: remote.name });
    }
  }
  const routes = [...byPath.values()];
  const find = (pathname: string) => findPagePath(routes, withoutTrailingSlash(pathname));
  const menus = new Map<NavMenu, NavLinkItem[]>();
  for (const route of [...routes].sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))) {
    if (!route.nav) continue;
    const links = menus.get(route.nav.menu) ?? [];
    links.push({
      label: route.nav.label,
      to: route.path,
      ...(route.nav.soon ? { soon: true } : {}),
      ...(route.guard ? { guard: route.guard } : {}),
      ...(route.nav.signedOutOnly ? { signedOutOnly: true } : {}),
    });
    menus.set(route.nav.menu, links);
  }
  return {
    table: {
      routes,
      find,
      findLink: (to) => find(to.split(/[?#]/)[0] ?? to),
      menu: (menu) => menus.get(menu) ?? [],
    },
    conflicts,
  };
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: '/login' | '/' };

/** What a guarded route does for the current visitor (a staff guard: by their staff roles). */
export function guardDecision(
  guard: RouteGuard | undefined,
  visitor: { signedIn: boolean; roles: readonly string[] },
): GuardDecision {
  if (!guard) return { kind: 'render' };
  if (guard === 'signed-in') {
    return visitor.signedIn ? { kind: 'render' } : { kind: 'redirect', to: '/login' };
  }
  return visitor.signedIn && hasAccess(visitor.roles, guard)
    ? { kind: 'render' }
    : { kind: 'redirect', to: '/' };
}
