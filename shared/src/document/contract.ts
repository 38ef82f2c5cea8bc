// The document contract between the shell (which reads the served HTML in the browser) and the
// host that writes it (shell/host): the ids, attributes and script types of what the host puts
// into the page, and how a request path picks a page of the manifests. Both sides import this one
// module (`@norsecraft/shared/document`); nothing here may import anything else, because the
// shell reads it before its shared packages load.

/** The element the shell renders into; the host puts the page's markup inside it. */
export const ROOT_ID = 'root';

/** The `<script>` carrying the release registry as JSON (registry-request.ts reads it). */
export const INLINE_REGISTRY_ID = 'norsecraft-registry';
/** The `<script>` carrying the answers a page was rendered with (query-cache.tsx reads it). */
export const QUERY_STATE_ID = 'norsecraft-query-state';
/**
 * The `<style>` of the server-rendered page's rules, in styled-components' own format: the
 * browser's styled-components takes them over when it loads (and removes the element), so the
 * components hydrating the page find their rules in place.
 */
export const SERVER_STYLES_ID = 'norsecraft-server-styles';
/**
 * The `<script>` carrying the site settings staff keep in the database (site_settings), as the
 * host read them: every app's `siteConfig` takes them over its build-time defaults.
 */
export const SITE_SETTINGS_ID = 'norsecraft-site-settings';
/** The site_settings columns the host reads and the document carries. */
export const SITE_SETTINGS_COLUMNS = [
  'server_address',
  'chat_invite_url',
  'chat_guild_id',
  'map_url',
  'wiki_url',
  'store_url',
  'membership_url',
  'support_email',
] as const;
export type SiteSettings = Record<(typeof SITE_SETTINGS_COLUMNS)[number], string>;
/** The type of the data blocks above: not executed, so no CSP hash is needed for them. */
export const DATA_SCRIPT_TYPE = 'application/json';

/** Set on <html> to the visitor's chosen theme, 'light' or 'dark'; absent: the device decides. */
export const THEME_ATTRIBUTE = 'data-theme';
/** Set on <html> once every region of the page is interactive (hydrated, or rendered in the browser). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * Where the page's inline script keeps the last button pressed or form submitted before the
 * shell hydrated the page (a property of `window`; the shell replays it and stops the script).
 */
export const EARLY_INPUT_KEY = '__norsecraftEarlyInput';

/** Where the visitor's theme choice is stored (the page's inline script reads it before paint). */
export { THEME_MODE_STORAGE_KEY } from '../lib/storage-keys';

/**
 * A remote's asset URLs in its server-rendered HTML start with this until the host puts the
 * remote's release URL in its place (create-app-config.ts builds the server environment with it).
 */
export const SERVER_ASSET_PREFIX = 'https://norsecraft-remote-assets.invalid/';

/** True when the manifest path has a `:name` segment (it stands for many URLs). */
export const hasPathParameters = (path: string): boolean => path.includes('/:');

/**
 * Whether `pathname` (no query, no trailing slash) is served by the manifest path `path`: the
 * same literal segments, and one non-empty segment for each `:name`.
 */
export function matchesPagePath(path: string, pathname: string): boolean {
  if (!hasPathParameters(path)) return path === pathname;
  const want = path.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/**
 * The `:name` segments of `pathname` under the manifest path `path`, decoded as the router's
 * `useParams` gives them; null when `path` does not serve `pathname`. Remotes use it rather than
 * react-router's `matchRoutes`: the shell shares the router with what it uses itself only.
 */
export function pagePathParams(path: string, pathname: string): Record<string, string> | null {
  if (!matchesPagePath(path, pathname)) return null;
  const got = pathname.split('/');
  return Object.fromEntries(
    path
      .split('/')
      .flatMap((segment, i) =>
        segment.startsWith(':') ? [[segment.slice(1), decodeSegment(got[i]!)]] : [],
      ),
  );
}

/** A request path without its trailing slashes (`/rules/` is `/rules`; `/` stays). */
export const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * The page serving `pathname` among `pages`: a literal path wins over one with `:name`
 * segments, as in the shell's route table.
 */
export function findPagePath<T extends { path: string }>(pages: T[], pathname: string): T | null {
  return (
    pages.find((page) => page.path === pathname) ??
    pages.find((page) => hasPathParameters(page.path) && matchesPagePath(page.path, pathname)) ??
    null
  );
}

/** The tab title's name of the 404 (the page's heading). */
export const NOT_FOUND_NAME = 'Page Not Found';
/** Between a page's name and the product's in a tab title. */
const TITLE_SEPARATOR = ' · ';
/** First strong isolate … pop directional isolate: a name's own direction stays inside it. */
const isolate = (text: string): string => `\u2068${text}\u2069`;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page's name as written, from its manifest `title`: each `:name` there is that segment of
 * `pathname` ('Punishments of :player' on /punishments/Ragnar), isolated so a right-to-left
 * name cannot reorder the title around it. Undefined for a page without a title.
 */
export function pageName(
  page: { path: string; title?: string },
  pathname: string,
): string | undefined {
  if (!page.title) return undefined;
  const want = page.path.split('/');
  const got = pathname.split('/');
  return page.title.replace(/:([a-z][a-zA-Z0-9]*)/g, (token, name: string) => {
    const index = want.indexOf(`:${name}`);
    return index > 0 && got[index] ? isolate(decodeSegment(got[index])) : token;
  });
}

/**
 * The tab title (docs/product/site.md#page-titles): the page's name as written, then the
 * product's — 'Rules · Norsecraft'; the product's name alone for a page without one.
 */
export const documentTitle = (name: string | undefined, productName: string): string =>
  name ? `${name}${TITLE_SEPARATOR}${productName}` : productName;

/**
 * The link preview's title of a main information page, in the spec's form 'NORSECRAFT | RULES'
 * (site-spec "Page title rule"); other pages preview under their tab title.
 */
export const specPreviewTitle = (label: string, productName: string): string =>
  `${productName.toUpperCase()} | ${label}`;
