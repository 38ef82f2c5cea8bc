// Content first without a host (README "A static copy"): written at release into the release
// target, so that copying the target to a plain static host or CDN serves every public page with
// its content. Every page at one URL is rendered (without its data: it would be stale by the time
// it is read); pages with `:name` segments, and paths no page has, get the shell's document and
// the 404 page through rules a static host understands (`_redirects`, `404.html`); the CSP and
// the other headers go in `_headers`; the registry in `remotes.json` names each remote's releases
// by root-relative URLs, so it resolves wherever the copy is served.
import { hasPathParameters } from '@norsecraft/shared/document';
import { runtimeEnvSource, robotsTxt, sitemapXml, type RuntimeEnv } from '../document/head';
import { PAGE_SCRIPT } from '../document/page-script';
import type { Log } from '../http/access-log';
import { isServedToBrowsers } from '../http/shell-files';
import { appDir, livePages, SHELL } from '../registry';
import { createDocuments } from '../render/documents';
import { siteSettingsSource } from '../sources/site-settings';
import { createRenderPool } from '../render/pool';
import { dirSource } from '../sources/dir-source';
import { securityHeaders } from '../../../../scripts/lib/security-headers.mjs';
import { LANGUAGES, localizedPath } from '@norsecraft/shared/languages';

export interface StaticExportOptions {
  /** The release directory to render from. */
  releases: string;
  /** The public origin: canonical URLs and the sitemap need it. */
  siteUrl: string;
  runtimeEnv?: RuntimeEnv | null;
  /**
   * The Supabase origin the pages talk to, for the CSP: `runtimeEnv`'s, else the one the
   * browser builds were made with (a copy without a runtime environment).
   */
  supabaseUrl?: string;
  /** Writes one file of the export at `key` (a path in the release target). */
  write: (key: string, body: Buffer | string, contentType: string) => Promise<void>;
  log?: Log;
}

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The file a static host serves for a page path: `/` → index.html, `/rules` → rules/index.html. */
export const pageFile = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

export async function exportStaticSite({
  releases,
  siteUrl,
  runtimeEnv = null,
  supabaseUrl = runtimeEnv?.supabaseUrl,
  write,
  log = () => {},
}: StaticExportOptions) {
  if (!supabaseUrl) throw new Error('the static copy needs the Supabase URL its pages talk to');
  const origin = siteUrl.replace(/\/$/, '');
  const base = dirSource(releases, { log });
  // The copy serves each app's releases at /<app dir>/ of its own origin.
  const source = { ...base, publicBaseUrl: (app: string) => `/${appDir(app)}/` };
  const pool = createRenderPool({
    workerFile: new URL('./render-worker.js', import.meta.url),
    size: 1,
    budgetMs: 5000,
    dataBudgetMs: 0,
    memoryMb: 512,
    setup: { runtimeEnv },
    readFile: (app, version, file) => source.readFile(app, version, file),
    log,
  });
  // The site settings as they are now: a copy carries them until it is written again.
  const settings = siteSettingsSource({ runtimeEnv, ttlMs: Infinity, log });
  const documents = createDocuments({
    source,
    pool,
    siteUrl: origin,
    runtimeEnv,
    settings,
    withData: false,
    log,
  });
  try {
    const registry = await documents.registry();
    const shellVersion = registry.apps[SHELL]?.version;
    if (!shellVersion) throw new Error('no shell is live: nothing to export');
    const pages = livePages(registry);
    const written: string[] = [];
    // Each page in every language (`/sv/rules` → sv/rules/index.html).
    for (const page of pages.filter((p) => !hasPathParameters(p.path))) {
      for (const language of LANGUAGES) {
        const path = localizedPath(page.path, language);
        const document = await documents.page(path);
        await write(pageFile(path), document.html, HTML);
        if (document.rendered) written.push(path);
      }
    }
    await write('404.html', (await documents.page('/404')).html, HTML);
    await write('app.html', (await documents.shellDocument()).html, HTML);
    await write('remotes.json', JSON.stringify(registry), 'application/json; charset=utf-8');
    await write('robots.txt', robotsTxt(origin), TEXT);
    await write(
      'sitemap.xml',
      sitemapXml(origin, await documents.indexablePaths()),
      'application/xml; charset=utf-8',
    );
    const rewrites = pages
      .filter((p) => hasPathParameters(p.path))
      .flatMap((p) =>
        LANGUAGES.map((language) => `${localizedPath(p.path, language)} /app.html 200`),
      );
    await write('_redirects', `${rewrites.join('\n')}\n`, TEXT);
    const headers = securityHeaders({
      appOrigins: [origin],
      supabaseUrl,
      mapUrl: (await settings.current()).settings?.map_url,
      captcha: Boolean(runtimeEnv?.captchaSiteKey),
      inlineScripts: [PAGE_SCRIPT, ...(runtimeEnv ? [runtimeEnvSource(runtimeEnv)] : [])],
    });
    await write(
      '_headers',
      `/*\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}\n`,
      TEXT,
    );
    // The shell's files at the root, where its HTML names them: every kept version's, for tabs
    // opened before a shell release.
    for (const version of await source.keptVersions(SHELL)) {
      const listing = await source.readFile(SHELL, version, 'release.json');
      if (!listing) continue;
      for (const file of (JSON.parse(listing.toString('utf8')) as { files: { path: string }[] })
        .files) {
        if (!isServedToBrowsers(file.path)) continue;
        const body = await source.readFile(SHELL, version, file.path);
        if (body) await write(file.path, body, '');
      }
    }
    log({ event: 'static-export', pages: written.length, shell: shellVersion });
    return { pages: written };
  } finally {
    await pool.close();
  }
}
