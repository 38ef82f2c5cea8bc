// The HTML of a page of the site, as the release host serves it: the live shell's document with
// the page rendered into it — the shell's chrome by the live shell's server build, the page by
// the server build of the remote that serves it, at that remote's live release (so re-releasing a
// remote changes its pages' HTML with nothing else rebuilt) — plus the head a link preview reads
// (title, description, canonical URL, Open Graph and Twitter cards), the release registry inline
// and preload hints for the page's remote code. README "Content first".
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Each app's server build inside its release (create-app-config.ts, environment `server`). */
export const SERVER_BUILD = 'server/render.cjs';
/** A remote's browser build: its lazily loaded modules → the chunk files holding them. */
export const PAGE_CHUNKS = 'page-chunks.json';
/** Must equal SERVER_ASSET_PREFIX in shared/build/create-app-config.ts (page-html.test.mjs). */
export const SERVER_ASSET_PREFIX = 'https://norsecraft-remote-assets.invalid/';
/** Ids the shell's client reads (registry-request.ts, server-styles.tsx, query-cache.tsx). */
export const INLINE_REGISTRY_ID = 'norsecraft-registry';
export const SERVER_STYLES_ID = 'norsecraft-server-styles';
export const QUERY_STATE_ID = 'norsecraft-query-state';
/** Must equal THEME_MODE_STORAGE_KEY in shared/src/lib/storage-keys.ts (page-html.test.mjs). */
export const THEME_MODE_STORAGE_KEY = 'norsecraft-theme-mode';
/** Set on <html> while a light-theme visitor's page waits for the client render. */
export const THEME_PENDING_ATTRIBUTE = 'data-theme-pending';

/** Set on <html> when a form of the HTML was submitted before the shell took the page over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
/** Set on <html> when a button of the HTML was pressed then: "<index> <click or key>". */
export const PENDING_PRESS_ATTRIBUTE = 'data-pending-press';

/**
 * The inline script of a page sent as HTML. An inline script: the CSP names its hash
 * (release-host.mjs), so it must stay byte for byte the same.
 * - The page is rendered in the default (dark) theme. A visitor who chose light would see it
 *   flash from dark to light when the shell takes over; for them the page stays hidden until then
 *   (at most 5 s, should the scripts not come).
 * - A form of the HTML has no handler until the shell takes over: submitted, the browser would
 *   send its fields in the URL (`/login?email=…&password=…`). It is held instead, and the shell
 *   submits the page's own form with what was typed once it has rendered (server-input.ts).
 * - Its buttons do nothing until then either: the last one clicked, or pressed with a key a menu
 *   button answers, is noted, and the shell presses the page's own button then.
 */
export const SERVER_PAGE_SCRIPT = `(function(){var d=document.documentElement;function held(){return document.getElementById('${SERVER_STYLES_ID}')}function pressed(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');return held()&&b&&!(b.type==='submit'&&b.form)?b:null}function note(b,how){d.setAttribute('${PENDING_PRESS_ATTRIBUTE}',Array.prototype.indexOf.call(document.querySelectorAll('#root button'),b)+' '+how)}document.addEventListener('submit',function(e){if(!held())return;e.preventDefault();d.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}',String(Array.prototype.indexOf.call(document.querySelectorAll('#root form'),e.target)))},true);document.addEventListener('click',function(e){var b=pressed(e);if(b)note(b,'click')},true);document.addEventListener('keydown',function(e){var b=pressed(e);if(b&&/^(Enter| |ArrowDown|ArrowUp)$/.test(e.key)){e.preventDefault();note(b,e.key)}},true);try{var m=localStorage.getItem('${THEME_MODE_STORAGE_KEY}');if(m==='light'||(m==='system'&&matchMedia('(prefers-color-scheme: light)').matches)){d.setAttribute('${THEME_PENDING_ATTRIBUTE}','');setTimeout(function(){d.removeAttribute('${THEME_PENDING_ATTRIBUTE}')},5000)}}catch(e){}})();`;
const THEME_GUARD_CSS = `html[${THEME_PENDING_ATTRIBUTE}] #root{visibility:hidden}`;

/** The link-preview image, in the shell's public folder. */
export const PREVIEW_IMAGE = '/og-image.png';

const PRODUCT = 'NORSECRAFT';
const DESCRIPTION_LIMIT = 200;

/**
 * Evaluates a CommonJS server build. `provided` answers its `require` of the shared singletons
 * (a remote's build takes them from the shell's, as in the browser); anything else is Node's.
 */
export function evaluateServerBuild(code, filename, provided = {}) {
  const module = { exports: {} };
  const nodeRequire = createRequire(filename);
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  );
  const requireFn = (id) => (Object.hasOwn(provided, id) ? provided[id] : nodeRequire(id));
  wrapper(module.exports, requireFn, module, filename, path.dirname(filename));
  return module.exports;
}

const escapeHtml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html) {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name) => ENTITIES[name] ?? match)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a link preview shows for rendered markup: the text of the first h1 and of the first
 * paragraph after it (the page's opening text).
 */
export function pageSummary(html) {
  const heading = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html);
  const afterHeading = heading ? html.slice(heading.index + heading[0].length) : html;
  const paragraph = /<p\b[^>]*>(.*?)<\/p>/s.exec(afterHeading);
  return {
    heading: heading ? textOf(heading[1]) : null,
    paragraph: paragraph ? textOf(paragraph[1]) : null,
  };
}

function shorten(text, limit = DESCRIPTION_LIMIT) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The head of a page: a unique title (the manifest's label, else the page's heading; a page sent
 * without its content, the product name), the description (its opening paragraph), canonical
 * URL and the Open Graph / Twitter card tags.
 * @param {{ title?: string, path: string } | null} route  null: the 404
 */
export function headTags({ route, summary, origin, indexable }) {
  const label = route
    ? (route.title ?? summary.heading?.toUpperCase())
    : (summary.heading?.toUpperCase() ?? 'PAGE NOT FOUND');
  const title = label ? `${PRODUCT} | ${label}` : PRODUCT;
  const description = shorten(
    summary.paragraph ?? summary.heading ?? `${PRODUCT}, a Norse-themed block-building server.`,
  );
  const url = route ? `${origin}${route.path}` : null;
  const image = `${origin}${PREVIEW_IMAGE}`;
  const meta = (attr, key, value) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return {
    title,
    html: [
      meta('name', 'description', description),
      indexable ? '' : meta('name', 'robots', 'noindex'),
      url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      url ? meta('property', 'og:url', url) : '',
      meta('property', 'og:image', image),
      meta('property', 'og:image:alt', `${PRODUCT}: a Norse fjord at night, in pixel art`),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ]
      .filter(Boolean)
      .join(''),
  };
}

/**
 * `<link rel=preload>` for the page's remote: its manifest (fetched with CORS, as the federation
 * runtime does; Chrome ignores `integrity` on fetch preloads, the runtime's fetch checks it), its
 * entry and the chunks of the page.
 */
export function preloadTags({ manifestUrl, scripts }) {
  const tags = manifestUrl
    ? [
        `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin="anonymous" />`,
      ]
    : [];
  for (const url of scripts)
    tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="script" />`);
  return tags.join('');
}

/**
 * Opens the connection to the Supabase API while the page's code loads: every page's footer asks
 * it for the game server's status, and data pages for their data, both from scripts that run
 * late. Anonymous CORS, as those requests are (another connection pool than credentialed ones).
 */
export function preconnectTag(supabaseUrl) {
  if (!supabaseUrl) return '';
  return `<link rel="preconnect" href="${escapeHtml(new URL(supabaseUrl).origin)}" crossorigin="anonymous" />`;
}

/** The registry as a JSON data block (not executed: no CSP hash needed). */
export function inlineRegistryTag(registry) {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script id="${INLINE_REGISTRY_ID}" type="application/json">${json}</script>`;
}

/** The answers the page was rendered with, for the browser's query cache (not executed). */
export function queryStateTag(state) {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${QUERY_STATE_ID}" type="application/json">${json}</script>`;
}

/**
 * The shell's index.html with the page in it.
 * @param {string} template  the live shell's index.html
 * @param {{ title: string, head: string, css?: string, html?: string }} page
 */
export function composeDocument(template, { title, head, css, html }) {
  const styles = css
    ? `<script>${SERVER_PAGE_SCRIPT}</script><style id="${SERVER_STYLES_ID}">${THEME_GUARD_CSS}${css.replace(/<\//g, '<\\/')}</style>`
    : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${head}${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html ?? ''}</div>`);
}

/**
 * The preload list of a rendered page: the remote's entry and `./routes` chunks from its
 * mf-manifest.json, and the chunks holding the modules its server build evaluated for the page.
 */
export function remoteScripts({ manifest, pageChunks, modules, baseUrl }) {
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const files = [
    manifest.metaData?.remoteEntry?.name,
    ...(routes?.assets?.js?.sync ?? []),
    ...modules.flatMap((id) => pageChunks[id] ?? []),
  ].filter(Boolean);
  return [...new Set(files)].map((file) => new URL(file, baseUrl).href);
}

/** robots.txt: everything may be crawled; the sitemap lists the public pages. */
export const robotsTxt = (origin) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** sitemap.xml of the public pages (no guard) of the live registry. */
export function sitemapXml(origin, pages) {
  const urls = pages
    .filter((page) => !page.guard)
    .map((page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
