// The response headers every served app gets: a Content-Security-Policy that allows exactly what
// the site loads, nosniff, a referrer policy and no framing; and CORS on the remotes for the
// shell's origins only. Pure functions: the static server applies them (scripts/lib/apps.mjs),
// and a production host should send the same (README "Security").
import { createHash } from 'node:crypto';

/**
 * Hosts outside the deployment the site talks to, from shared/src/config/site.ts (a unit test
 * keeps the two in step; a deployment that overrides them with window.__SITE_CONFIG__ must
 * extend these lists too).
 */
export const EXTERNAL_SOURCES = {
  // The chat widget's presence count (chatWidgetJsonUrl); the map page's reachability probe.
  connect: ['https://discord.com', 'https://map.norsecraft.net'],
  // The chat widget (chatWidgetFrameUrl) and the server map (mapUrl).
  frame: ['https://discord.com', 'https://map.norsecraft.net'],
  // Player heads (defaultAvatarUrl, avatarServiceUrl); item art is drawn by the site (data: URLs).
  img: ['https://mc-heads.net'],
};

/** Cloudflare Turnstile: its script and its frame, on pages of a site with CAPTCHA on. */
export const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** The CSP source for an inline script: its SHA-256, so no 'unsafe-inline' is needed. */
export function inlineScriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const originOf = (url) => new URL(url).origin;

/** The Supabase API for fetch (http/https, first) and Realtime (ws/wss). */
function supabaseSources(supabaseUrl) {
  if (!supabaseUrl) return [];
  const http = new URL(supabaseUrl);
  const ws = new URL(supabaseUrl);
  ws.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:';
  return [http.origin, ws.origin];
}

const unique = (sources) => [...new Set(sources)];

/**
 * @param {object} options
 * @param {string[]} [options.appOrigins]   the shell's and every remote's origin
 * @param {string} [options.supabaseUrl]    the Supabase project the pages talk to
 * @param {string[]} [options.inlineScripts] contents of inline <script>s the HTML carries
 * @param {string} [options.mapUrl]         the map staff set in the site settings, when not the default's
 * @param {boolean} [options.captcha]       the auth forms show Turnstile's check
 * @returns {string}
 */
export function contentSecurityPolicy({
  appOrigins = [],
  supabaseUrl,
  inlineScripts = [],
  mapUrl,
  captcha = false,
} = {}) {
  const apps = unique(appOrigins.map(originOf));
  const supabase = supabaseSources(supabaseUrl);
  // The map page frames the map and probes it: its origin exactly, when it is an http(s) one.
  const map = mapUrl && /^https?:\/\//.test(mapUrl) ? [originOf(mapUrl)] : [];
  const turnstile = captcha ? [CAPTCHA_ORIGIN] : [];
  const directives = {
    'default-src': ["'self'"],
    // Module Federation loads each remote's entry and chunks from the remote's own origin.
    'script-src': ["'self'", ...apps, ...inlineScripts.map(inlineScriptHash), ...turnstile],
    // styled-components writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...apps],
    // Avatars come from Supabase Storage, player heads from an outside host, item art as data:.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...apps,
      ...supabase.slice(0, 1),
      ...EXTERNAL_SOURCES.img,
    ],
    // The self-hosted web fonts come with the shared package's assets, from the apps' origins.
    'font-src': ["'self'", 'data:', ...apps],
    // Manifests of the remotes, the Supabase API and Realtime, the chat widget, the map probe.
    'connect-src': ["'self'", ...apps, ...supabase, ...EXTERNAL_SOURCES.connect, ...map],
    'frame-src': [...EXTERNAL_SOURCES.frame, ...map, ...turnstile],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** Headers for every response of an app server. Same options as contentSecurityPolicy. */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * CORS for a remote's files: the requesting origin is echoed only when it is one of the shell's.
 * @param {string | undefined} requestOrigin  the request's Origin header
 * @param {string[]} allowedOrigins
 */
export function corsHeaders(requestOrigin, allowedOrigins) {
  // Caches must keep answers for different origins apart.
  const headers = { Vary: 'Origin' };
  if (!requestOrigin || !allowedOrigins.includes(requestOrigin)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Origin': requestOrigin,
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
  };
}

/**
 * The origins a browser may use for a locally served app: http://localhost:N and
 * http://127.0.0.1:N are different origins for the same server.
 */
export function localOrigins(url) {
  const parsed = new URL(url);
  if (!['localhost', '127.0.0.1'].includes(parsed.hostname)) return [parsed.origin];
  return ['localhost', '127.0.0.1'].map((host) => `${parsed.protocol}//${host}:${parsed.port}`);
}
