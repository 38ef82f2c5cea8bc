// After every change of what is live (a release, a rollback, the first releases), the release
// directory gets the site's pages as HTML, sitemap.xml, robots.txt, a registry that resolves from
// any static host, `_headers` and `_redirects` (shell/host src/export/static-export.ts): copied to
// a plain static host, it serves every public page with its content (README "A static copy").
// A Storage target has no static copy (Storage serves HTML as text/plain): the host renders there.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL } from '../apps.mjs';
import { loadHost } from '../host.mjs';

/** What the browser builds talk to when neither the build nor the page names a project. */
export const BUILD_DEFAULT_SUPABASE_URL = 'http://localhost:54321';

/** The public origin the copy's canonical URLs and sitemap name. */
const siteUrl = (env) => env.NORSECRAFT_SITE_URL || `http://localhost:${SHELL.port}`;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export class StaticSiteError extends Error {
  name = 'StaticSiteError';
}

/**
 * The Supabase project the copy's pages talk to, decided before anything is released: the one
 * the release's environment names (PUBLIC_SUPABASE_URL and _ANON_KEY, injected into every page),
 * or — for a copy served on this machine only — the local stack the builds fall back to. A copy
 * for a public origin without a project is refused: its pages would talk to localhost, and its CSP
 * would name no Supabase origin.
 * @returns {{ runtimeEnv: { supabaseUrl: string, supabaseAnonKey: string } | null, supabaseUrl: string }}
 */
export function staticSiteSupabase(env = process.env) {
  const { PUBLIC_SUPABASE_URL: supabaseUrl, PUBLIC_SUPABASE_ANON_KEY: supabaseAnonKey } = env;
  if (supabaseUrl && supabaseAnonKey) {
    const captchaSiteKey = env.PUBLIC_CAPTCHA_SITE_KEY;
    return {
      runtimeEnv: { supabaseUrl, supabaseAnonKey, ...(captchaSiteKey ? { captchaSiteKey } : {}) },
      supabaseUrl,
    };
  }
  if (supabaseUrl || supabaseAnonKey) {
    throw new StaticSiteError(
      `${supabaseUrl ? 'PUBLIC_SUPABASE_ANON_KEY' : 'PUBLIC_SUPABASE_URL'} is missing: the static copy needs both PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY`,
    );
  }
  const site = new URL(siteUrl(env));
  if (LOOPBACK.test(site.hostname)) {
    return { runtimeEnv: null, supabaseUrl: BUILD_DEFAULT_SUPABASE_URL };
  }
  throw new StaticSiteError(
    `the static copy for ${site.origin} needs the Supabase project its pages talk to: set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY (the project's URL and anon key) for the release`,
  );
}

/**
 * Writes the static copy of what is live on `target` (a release directory). `supabase`: what
 * staticSiteSupabase() decided (default: decided now, from the environment).
 */
export async function writeStaticSite(
  target,
  { log = () => {}, supabase, env = process.env } = {},
) {
  if (!target.localDir) return;
  const { runtimeEnv, supabaseUrl } = supabase ?? staticSiteSupabase(env);
  const root = target.localDir('');
  const { exportStaticSite } = await loadHost();
  const { pages } = await exportStaticSite({
    releases: root,
    siteUrl: siteUrl(env),
    runtimeEnv,
    supabaseUrl,
    async write(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
  });
  log(`static copy: ${pages.length} pages as HTML, sitemap.xml, robots.txt, remotes.json`);
}
