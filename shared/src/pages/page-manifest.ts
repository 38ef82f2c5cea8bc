/**
 * A remote's page manifest: the pages it serves and how the shell should treat them. Each remote
 * declares it in `src/pages.ts`; the build puts it into the remote's `mf-manifest.json`
 * (`metaData.pages`), a release copies it into the release registry, and the shell builds its
 * routes, 404, guards, titles, nav and prefetching from the manifests of the released remotes.
 */

import type { StaffAccess } from '../auth/staff-roles';
import type { PageTranslations } from '../i18n/languages';

/**
 * 'signed-in' sends visitors to /login. A staff access ('admin', 'editor', 'moderator', or
 * 'staff': any of them) sends everyone whose roles do not give it to / before loading.
 */
export type RouteGuard = 'signed-in' | StaffAccess;

/** The top bar's direct links, its More menu, or the account (avatar) menu. */
export type NavMenu = 'main' | 'more' | 'account';

export interface NavPlacement {
  menu: NavMenu;
  label: string;
  /** Position in its menu across every remote's pages, lowest first. */
  order: number;
  /** Tagged "Soon" in the menu. */
  soon?: boolean;
  /** Account menu only: offered to signed-out visitors only (Sign In). */
  signedOutOnly?: boolean;
}

export interface PageEntry {
  /**
   * The site's absolute path, e.g. '/games/elder-clicker'. A segment `:name` matches any one
   * segment (e.g. '/punishments/:player'); the remote's own route reads it.
   */
  path: string;
  /**
   * The page's name as written, before the product's in the tab title ('Map' → 'Map ·
   * Norsecraft'). A `:name` stands for that segment of the path ('Punishments of :player').
   * Every page should have one: without it the tab shows the product's name alone.
   */
  title?: string;
  /**
   * The spec's upper-case label of a main information page ('MAP'): its link preview reads
   * 'NORSECRAFT | MAP' (site-spec "Page title rule"). Other pages preview under their tab title.
   */
  previewLabel?: string;
  guard?: RouteGuard;
  nav?: NavPlacement;
  /**
   * The page's title and nav label in the other languages, from the remote's catalogs
   * (`translatePages`); a language without them shows the English ones.
   */
  translations?: PageTranslations;
  /** Warm this page's code when a link to it is hovered or focused (default true). */
  prefetch?: boolean;
  /**
   * false: the page never uses the Supabase client, so the shell renders it without loading
   * supabase-js (a smaller first load). Default: the client is loaded before the page renders.
   */
  supabase?: boolean;
}

export type PageManifest = readonly PageEntry[];

/**
 * What the shell hands a remote's `prefetch(pathname, context)` (its `./routes`): a page's data
 * starts loading into the site's query cache beside the page's code, when a link to it is hovered
 * and before the page first renders, instead of after that render. The HTML host runs the same
 * queries before it renders the page to HTML, and sends their answers with it: only a page's
 * public data, needed at once, belongs here (the server asks as a signed-out visitor).
 */
export interface PagePrefetchContext {
  /**
   * Starts the query unless its data is fresh; a failure is the page's to show when it renders.
   * The query runs once the site's Supabase client has loaded, so its `queryFn` may use it.
   */
  prefetchQuery: <T>(query: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) => void;
}

const GUARDS: readonly string[] = [
  'signed-in',
  'admin',
  'editor',
  'moderator',
  'staff',
] satisfies RouteGuard[];
const MENUS: readonly string[] = ['main', 'more', 'account'] satisfies NavMenu[];
const SEGMENT = '([a-z0-9-]+|:[a-z][a-zA-Z0-9]*)';
const PATH = new RegExp(`^/([a-z0-9-]+(/${SEGMENT})*)?$`);

// Path matching is part of the document contract the host shares (shared/src/document).
export { hasPathParameters, matchesPagePath, pagePathParams } from '../document/contract';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function navProblem(nav: unknown): string | null {
  if (!isObject(nav)) return 'nav must be an object';
  if (typeof nav.menu !== 'string' || !MENUS.includes(nav.menu)) return 'unknown nav menu';
  if (typeof nav.label !== 'string' || !nav.label.trim()) return 'nav needs a label';
  if (typeof nav.order !== 'number' || !Number.isFinite(nav.order)) return 'nav needs an order';
  if (nav.soon !== undefined && typeof nav.soon !== 'boolean') return 'nav.soon must be boolean';
  if (nav.signedOutOnly !== undefined && nav.menu !== 'account') {
    return 'signedOutOnly is for the account menu';
  }
  return null;
}

function translationsValid(value: unknown): boolean {
  return (
    isObject(value) &&
    Object.values(value).every(
      (texts) =>
        isObject(texts) &&
        Object.entries(texts).every(
          ([name, text]) => ['title', 'navLabel'].includes(name) && typeof text === 'string',
        ),
    )
  );
}

function entryProblem(entry: unknown): string | null {
  if (!isObject(entry)) return 'a page must be an object';
  if (typeof entry.path !== 'string' || !PATH.test(entry.path)) {
    return `invalid path ${JSON.stringify(entry.path)} (lower-case absolute path, :name segments after the first, no trailing slash)`;
  }
  if (entry.title !== undefined && (typeof entry.title !== 'string' || !entry.title.trim())) {
    return `${entry.path}: title must be a non-empty string`;
  }
  if (
    entry.previewLabel !== undefined &&
    (typeof entry.previewLabel !== 'string' || !entry.previewLabel.trim())
  ) {
    return `${entry.path}: previewLabel must be a non-empty string`;
  }
  if (entry.guard !== undefined && !GUARDS.includes(entry.guard as string)) {
    return `${entry.path}: unknown guard ${JSON.stringify(entry.guard)}`;
  }
  if (entry.prefetch !== undefined && typeof entry.prefetch !== 'boolean') {
    return `${entry.path}: prefetch must be boolean`;
  }
  if (entry.supabase !== undefined && typeof entry.supabase !== 'boolean') {
    return `${entry.path}: supabase must be boolean`;
  }
  if (entry.translations !== undefined && !translationsValid(entry.translations)) {
    return `${entry.path}: translations must map languages to { title, navLabel } texts`;
  }
  const nav = entry.nav === undefined ? null : navProblem(entry.nav);
  return nav ? `${entry.path}: ${nav}` : null;
}

/**
 * Validates a page manifest read from JSON. Valid pages are kept even when others are wrong (one
 * bad line must not take a remote's other pages down); a path listed twice keeps its first entry.
 */
export function parsePageManifest(value: unknown): { pages: PageEntry[]; problems: string[] } {
  if (!Array.isArray(value)) return { pages: [], problems: ['pages must be an array'] };
  const pages: PageEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    const problem = entryProblem(entry);
    if (problem) problems.push(problem);
    else if (seen.has((entry as PageEntry).path)) {
      problems.push(`${(entry as PageEntry).path} is listed twice`);
    } else {
      seen.add((entry as PageEntry).path);
      pages.push(entry as PageEntry);
    }
  }
  return { pages, problems };
}
