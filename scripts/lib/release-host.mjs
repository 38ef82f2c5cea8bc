// Serves what is live on a release target over HTTP, as a static host or CDN in front of it
// would: the live shell on one origin (its HTML and /remotes.json revalidated on every load, its
// hashed files immutable) and, for a release directory, each remote's releases on its own origin
// with CORS (every versioned file immutable for a year). Remotes on a storage target are loaded
// straight from the bucket's public URLs. Every response carries the security headers of
// security-headers.mjs (a CSP naming the origins that serve the remotes' code, CORS on the
// remotes for the shell's origin only). Used by `pnpm start`, the e2e harness, the release gate
// and the benchmarks.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, REMOTES, runtimeEnvScript, runtimeEnvSource, SHELL } from './apps.mjs';
import { readHistory, readRegistry } from './release/releases.mjs';
import { RELEASE_FILE, registryEntry, servedRegistry, versionPrefix } from './release/registry.mjs';
import { preconnectTag, robotsTxt, sitemapXml, SERVER_PAGE_SCRIPT } from './page-html.mjs';
import { createPageRenderer } from './page-renderer.mjs';
import { localOrigins, securityHeaders } from './security-headers.mjs';
import { IMMUTABLE, serveStatic } from './static-server.mjs';

/** Inside `<dir>/<version>/` every file is immutable; the history file next to them is not. */
const releaseCacheControl = (relativePath) => (relativePath.includes('/') ? IMMUTABLE : 'no-cache');

/**
 * The headers of a served site, filled in once every server is listening (the shell's CSP names
 * the origins serving the remotes and each remote's CORS the shell's, and with free ports neither
 * is known before the other): `headers` for every response, `corsOrigins` for the remotes.
 */
function createSitePolicy(env) {
  const policy = { appOrigins: [], shellOrigins: [] };
  const inlineScripts = [SERVER_PAGE_SCRIPT, ...(env ? [runtimeEnvSource(env)] : [])];
  return {
    headers: () =>
      securityHeaders({
        appOrigins: policy.appOrigins,
        supabaseUrl: env?.supabaseUrl,
        inlineScripts,
      }),
    corsOrigins: () => policy.shellOrigins,
    /** Call once the shell and the remotes are served. */
    complete(shellUrl, remoteUrls) {
      policy.shellOrigins = localOrigins(shellUrl);
      policy.appOrigins = [shellUrl, ...remoteUrls];
    },
  };
}

/**
 * One remote's release folder on its own origin, as its CDN would serve it, with the site's
 * headers (`policy` from serveSite: CORS for the shell's origin only).
 */
export function serveRemoteReleases(target, remote, { port = 0, host, policy } = {}) {
  return serveStatic({
    root: target.localDir(`${remote.dir}/`),
    port,
    host,
    headers: policy?.headers,
    corsOrigins: policy?.corsOrigins,
    cacheControl: releaseCacheControl,
  });
}

/**
 * A storage target has no folders to serve from: the live shell's files are fetched once per
 * version (release.json lists them) into a local cache, as a CDN edge caches its origin.
 */
async function shellFolder(target, version) {
  const prefix = versionPrefix(SHELL, version);
  if (target.localDir) return target.localDir(prefix);
  const dir = path.join(os.tmpdir(), 'norsecraft-shell-cache', version);
  if (await stat(path.join(dir, RELEASE_FILE)).catch(() => null)) return dir;
  const release = await target.readJson(`${prefix}${RELEASE_FILE}`);
  for (const file of release.files) {
    const bytes = await target.readFile(`${prefix}${file.path}`);
    await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await writeFile(path.join(dir, file.path), bytes);
  }
  await writeFile(path.join(dir, RELEASE_FILE), JSON.stringify(release));
  return dir;
}

/**
 * @param {object} options
 * @param {ReturnType<import('./release/dir-target.mjs').dirTarget>} options.target
 * @param {Record<string, number>} [options.ports]  federation name → port (0 = free port)
 * @param {string} [options.host]
 * @param {Record<string, unknown>} [options.env]  injected as window.__NORSECRAFT_ENV__
 * @param {{ app: { name: string, dir: string, role: string }, dir: string, release: object }} [options.candidate]
 *   a build served in place of the app's live version, without touching the target (the gate)
 * @param {string} [options.siteUrl]  the public origin for canonical URLs, link previews and the
 *   sitemap (default NORSECRAFT_SITE_URL, else the request's own origin)
 */
export async function serveSite({
  target,
  ports = {},
  host,
  env,
  candidate,
  siteUrl = process.env.NORSECRAFT_SITE_URL,
}) {
  const policy = createSitePolicy(env);
  const remotes = {};
  if (target.localDir) {
    for (const remote of REMOTES) {
      remotes[remote.name] = await serveRemoteReleases(target, remote, {
        port: ports[remote.name] ?? remote.port,
        host,
        policy,
      });
    }
  }
  const candidateServer =
    candidate?.app.role === 'remote'
      ? await serveStatic({
          root: candidate.dir,
          host,
          headers: policy.headers,
          corsOrigins: policy.corsOrigins,
          cacheControl: () => IMMUTABLE,
        })
      : null;

  const baseUrlOf = (name) =>
    remotes[name] ? `${remotes[name].url}/` : target.publicBaseUrl({ dir: appDir(name) });

  async function registry() {
    const live = await readRegistry(target);
    const served = servedRegistry(live, baseUrlOf);
    if (!candidate) return served;
    const entry = registryEntry(candidate.app, candidate.release, new Date().toISOString());
    if (candidateServer) entry.entry = `${candidateServer.url}/mf-manifest.json`;
    return { ...served, apps: { ...served.apps, [candidate.app.name]: entry } };
  }

  async function shellRoots() {
    if (candidate?.app.role === 'host') return [candidate.dir];
    const live = (await readRegistry(target)).apps[SHELL.name]?.version;
    if (!live) return [];
    // Older kept versions answer for hashed files an open tab of an earlier shell still asks for.
    const older = (await readHistory(target, SHELL)).versions
      .map((v) => v.version)
      .filter((v) => v !== live)
      .reverse();
    return Promise.all(
      [live, ...(target.localDir ? older : [])].map((v) => shellFolder(target, v)),
    );
  }

  /** A file of an app's release: the candidate's from its build folder, else from the target. */
  async function readAppFile(name, version, file) {
    if (candidate?.app.name === name && candidate.release.version === version) {
      return readFile(path.join(candidate.dir, file), 'utf8').catch(() => null);
    }
    const app = APPS_BY_NAME.get(name);
    if (!app) return null;
    return (
      (await target.readFile(`${versionPrefix(app, version)}${file}`))?.toString('utf8') ?? null
    );
  }
  const pages = createPageRenderer({ readAppFile, env });
  const originOf = (req) => siteUrl?.replace(/\/$/, '') ?? `http://${req.headers.host}`;

  /** The live shell's document with the page at `pathname` rendered into it. */
  async function pageDocument(pathname, req) {
    const [root] = await shellRoots();
    const template =
      root && (await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null));
    if (!template) return null;
    const origin = originOf(req);
    return pages.render({
      pathname,
      registry: await registry(),
      registryUrl: `${origin}/remotes.json`,
      origin,
      template,
    });
  }

  /**
   * The live pages sent with their content (the sitemap lists them). A path with `:name` segments
   * stands for many pages; crawlers find those through the links of the pages listed.
   */
  async function indexablePages(req) {
    const live = Object.values((await registry()).apps).flatMap((entry) =>
      entry.entry
        ? (entry.pages ?? []).filter((page) => !page.guard && !page.path.includes('/:'))
        : [],
    );
    const documents = await Promise.all(live.map((page) => pageDocument(page.path, req)));
    return live.filter((_page, i) => documents[i]?.indexable);
  }

  const shell = await serveStatic({
    root: shellRoots,
    port: ports[SHELL.name] ?? SHELL.port,
    spa: true,
    host,
    json: { '/remotes.json': registry },
    text: {
      '/robots.txt': async (req) => ({
        type: 'text/plain; charset=utf-8',
        body: robotsTxt(originOf(req)),
      }),
      '/sitemap.xml': async (req) => ({
        type: 'application/xml; charset=utf-8',
        body: sitemapXml(originOf(req), await indexablePages(req)),
      }),
    },
    // Every page path gets the live shell's document with the page rendered into it.
    pages: pageDocument,
    headHtml: env ? `${preconnectTag(env.supabaseUrl)}${runtimeEnvScript(env)}` : '',
    headers: policy.headers,
  });
  /** Federation name → the origin its releases are served from. */
  const remoteOrigins = Object.fromEntries(
    REMOTES.map((remote) => [remote.name, new URL(baseUrlOf(remote.name) ?? shell.url).origin]),
  );
  // Remote code runs from these origins: the release folders' servers, or the bucket.
  policy.complete(shell.url, [
    ...new Set(Object.values(remoteOrigins)),
    ...(candidateServer ? [candidateServer.url] : []),
  ]);
  const servers = [shell, ...Object.values(remotes), ...(candidateServer ? [candidateServer] : [])];
  return {
    url: shell.url,
    shell,
    remotes,
    remoteOrigins,
    policy,
    registry,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

const appDir = (name) => REMOTES.find((remote) => remote.name === name)?.dir ?? name;
const APPS_BY_NAME = new Map(APPS.map((app) => [app.name, app]));
