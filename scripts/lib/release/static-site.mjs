// After every change of what is live (a release, a rollback, the first releases), the release
// directory gets the site's pages as HTML, sitemap.xml, robots.txt, a registry that resolves from
// any static host, `_headers` and `_redirects` (shell/host src/export/static-export.ts): copied to
// a plain static host, it serves every public page with its content (README "A static copy").
// A Storage target has no static copy (Storage serves HTML as text/plain): the host renders there.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL } from '../apps.mjs';
import { loadHost } from '../host.mjs';

/** The public origin the copy's canonical URLs and sitemap name. */
const siteUrl = () => process.env.NORSECRAFT_SITE_URL || `http://localhost:${SHELL.port}`;

/** The Supabase project the copy's pages talk to, when the release's environment names one. */
function runtimeEnvFromProcess() {
  const { PUBLIC_SUPABASE_URL: supabaseUrl, PUBLIC_SUPABASE_ANON_KEY: supabaseAnonKey } =
    process.env;
  return supabaseUrl && supabaseAnonKey ? { supabaseUrl, supabaseAnonKey } : null;
}

/**
 * Writes the static copy of what is live on `target` (a release directory). `runtimeEnv`: the
 * Supabase project its pages talk to (default: PUBLIC_SUPABASE_URL and _ANON_KEY, if set).
 */
export async function writeStaticSite(
  target,
  { log = () => {}, runtimeEnv = runtimeEnvFromProcess() } = {},
) {
  if (!target.localDir) return;
  const root = target.localDir('');
  const { exportStaticSite } = await loadHost();
  const { pages } = await exportStaticSite({
    releases: root,
    siteUrl: siteUrl(),
    runtimeEnv,
    async write(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
  });
  log(`static copy: ${pages.length} pages as HTML, sitemap.xml, robots.txt, remotes.json`);
}
