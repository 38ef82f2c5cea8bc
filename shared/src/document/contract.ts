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
/** The `<style>` holding the server-rendered page's rules until the shell's render replaces them. */
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

/** Set on <html> while a light-theme visitor's page waits for the client render. */
export const THEME_PENDING_ATTRIBUTE = 'data-theme-pending';
/** Set on <html> when a form of the HTML was submitted before the shell took the page over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/** Set on <html> when a button of the HTML was pressed then: "<index> <click or key>". */
export const PENDING_PRESS_ATTRIBUTE = 'data-pending-press';

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
