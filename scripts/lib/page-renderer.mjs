// Renders the site's pages to HTML for the release host (release-host.mjs): loads the live
// shell's server build and, per page, the server build of the remote that serves it at its live
// release (page-html.mjs composes the document). A document is a pure function of the live
// versions and the path, so each is rendered once per registry state — unless the page was
// rendered with its data (its `prefetch` started queries), which is kept for a moment only. A
// release made before
// remotes had server builds, or a render that fails, is served as before: the shell's document,
// rendered in the browser.
import {
  composeDocument,
  evaluateServerBuild,
  headTags,
  inlineRegistryTag,
  PAGE_CHUNKS,
  pageSummary,
  preloadTags,
  queryStateTag,
  remoteScripts,
  SERVER_ASSET_PREFIX,
  SERVER_BUILD,
} from './page-html.mjs';

const normalise = (pathname) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * Whether `pathname` is served by the manifest path `path`: the same literal segments, one
 * non-empty segment for each `:name`. The browser's twin is `matchesPagePath` in
 * shared/src/pages/page-manifest.ts (the shell's route table).
 */
export function matchesPagePath(path, pathname) {
  if (!path.includes('/:')) return path === pathname;
  const want = path.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/**
 * The live page at `pathname` and the remote serving it, from the served registry; `path` is the
 * page's own path (`/punishments/Ragnar` for `/punishments/:player`). A literal path wins over
 * one with `:name` segments, as in the shell's route table.
 */
export function findPage(registry, pathname) {
  const wanted = normalise(pathname);
  const live = Object.entries(registry.apps ?? {}).flatMap(([remote, entry]) =>
    entry.entry ? (entry.pages ?? []).map((page) => ({ ...page, remote })) : [],
  );
  const page =
    live.find((candidate) => candidate.path === wanted) ??
    live.find((candidate) => matchesPagePath(candidate.path, wanted));
  return page ? { ...page, path: wanted } : null;
}

/**
 * Documents kept at most: any path can be asked for (unknown ones get the 404 page, and a path
 * with `:name` segments serves endless URLs), so the oldest go first.
 */
export const MAX_DOCUMENTS = 500;

/**
 * How long a page rendered with its data is sent as is: long enough that a burst of visitors
 * shares one render and one query, short enough that what it shows is current. The page's own
 * live updates catch up from there (the auction refetches when its Realtime channel joins).
 */
export const DATA_DOCUMENT_MS = 2000;

/**
 * @param {object} options
 * @param {(appName: string, version: string, file: string) => Promise<string | null>} options.readAppFile
 *   a file of an app's release (or of the gate's candidate)
 * @param {{ supabaseUrl?: string, supabaseAnonKey?: string }} [options.env]  the Supabase project
 *   pages read their data from, as the browser is told (`window.__NORSECRAFT_ENV__`)
 * @param {(message: string, error?: unknown) => void} [options.log]
 * @param {() => number} [options.now]
 */
export function createPageRenderer({ readAppFile, env, log = console.error, now = Date.now }) {
  // The server builds read it as the browser build does (shared/src/lib/runtime-env.ts); one
  // host process serves one Supabase project.
  if (env) globalThis.__NORSECRAFT_ENV__ = env;
  const shellBuilds = new Map();
  const remoteReleases = new Map();
  const documents = new Map();
  // Renders share the shell build's module state (the remotes it is handed): one at a time.
  // Loading a page's data touches none, so it is not queued (a slow database holds up no other
  // page).
  let queue = Promise.resolve();
  const exclusive = (render) => {
    const result = queue.then(render);
    queue = result.catch(() => {});
    return result;
  };

  async function shellBuild(version) {
    if (!shellBuilds.has(version)) {
      shellBuilds.set(
        version,
        (async () => {
          const code = await readAppFile('shell', version, SERVER_BUILD);
          return code
            ? evaluateServerBuild(code, `/releases/shell/${version}/${SERVER_BUILD}`)
            : null;
        })(),
      );
    }
    return shellBuilds.get(version);
  }

  async function remoteRelease(name, version) {
    const key = `${name}@${version}`;
    if (!remoteReleases.has(key)) {
      remoteReleases.set(
        key,
        (async () => {
          const [code, manifest, pageChunks] = await Promise.all(
            [SERVER_BUILD, 'mf-manifest.json', PAGE_CHUNKS].map((file) =>
              readAppFile(name, version, file),
            ),
          );
          if (!code || !manifest) return null;
          return {
            code,
            filename: `/releases/${name}/${version}/${SERVER_BUILD}`,
            manifest: JSON.parse(manifest),
            pageChunks: pageChunks ? JSON.parse(pageChunks) : {},
          };
        })(),
      );
    }
    return remoteReleases.get(key);
  }

  /**
   * Renders one page with a fresh instance of its remote's server build, with the data it needs
   * at once (a shell release from before `loadPageQueries` renders the loading state).
   */
  async function renderBody({ shell, route, pathname, registry, registryUrl }) {
    if (!route) {
      const rendered = await exclusive(() =>
        shell.renderPage({ pathname, registry, registryUrl, remotes: {} }),
      );
      return { ...rendered, scripts: [], queryState: null };
    }
    const entry = registry.apps[route.remote];
    const release = await remoteRelease(route.remote, entry.version);
    if (!release) return null;
    const remote = evaluateServerBuild(release.code, release.filename, shell.singletons);
    const before = new Set(remote.evaluatedModules());
    const queryState = (await shell.loadPageQueries?.({ pathname: route.path, remote })) ?? null;
    const rendered = await exclusive(() =>
      shell.renderPage({
        pathname: route.path,
        registry,
        registryUrl,
        remotes: { [route.remote]: remote },
        queryState,
      }),
    );
    const modules = remote.evaluatedModules().filter((id) => !before.has(id));
    const baseUrl = new URL('.', entry.entry).href;
    const fill = (text) => text.replaceAll(SERVER_ASSET_PREFIX, baseUrl);
    return {
      html: fill(rendered.html),
      css: fill(rendered.css),
      queryState,
      manifestUrl: entry.entry,
      scripts: remoteScripts({
        manifest: release.manifest,
        pageChunks: release.pageChunks,
        modules,
        baseUrl,
      }),
    };
  }

  async function renderDocument({ pathname, registry, registryUrl, origin, template }) {
    const route = findPage(registry, pathname);
    // An unknown path gets the 404 page with 200, as the single-page app always did (a crawler
    // reads its noindex).
    const status = 200;
    const shellVersion = registry.apps.shell?.version;
    const shell = shellVersion ? await shellBuild(shellVersion) : null;
    // Guarded pages are the visitor's own (or the admin's, whose code non-admins never fetch):
    // the document carries the registry, not the page.
    let body = null;
    if (shell && !route?.guard) {
      try {
        body = await renderBody({ shell, route, pathname, registry, registryUrl });
      } catch (error) {
        log(`[pages] ${pathname} could not be rendered; the browser renders it`, error);
      }
    }
    const summary = pageSummary(body?.html ?? '');
    // Only a page sent with its content is offered to crawlers and previews.
    const indexable = Boolean(route && !route.guard && summary.heading);
    const head = headTags({ route, summary, origin, indexable });
    const html = composeDocument(template, {
      title: head.title,
      head: [
        head.html,
        inlineRegistryTag(registry),
        body?.queryState?.queries.length ? queryStateTag(body.queryState) : '',
        body
          ? preloadTags({
              manifestUrl: body.manifestUrl,
              integrity: body.integrity,
              scripts: body.scripts,
            })
          : '',
      ].join(''),
      css: body?.css,
      html: body?.html,
    });
    // A page that loads data is rendered again soon, with or without its answers this time.
    return { status, html, indexable, live: Boolean(body?.queryState) };
  }

  return {
    /**
     * The document for `pathname`: `{ status, html, indexable, live }` (indexable: sent with its
     * content, so listed in the sitemap; live: sent with its data).
     * @param {{ pathname: string, registry: object, registryUrl: string, origin: string, template: string }} request
     */
    render(request) {
      const { registry, pathname, origin } = request;
      const versions = Object.entries(registry.apps ?? {}).map(([name, e]) => [
        name,
        e.version,
        e.entry,
      ]);
      const key = JSON.stringify([origin, normalise(pathname), versions, request.template.length]);
      const kept = documents.get(key);
      if (kept && kept.until > now()) return kept.result;
      documents.delete(key);
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value);
      const result = renderDocument(request);
      const entry = { result, until: Infinity };
      documents.set(key, entry);
      result.then(
        ({ live }) => {
          if (live) entry.until = now() + DATA_DOCUMENT_MS;
        },
        () => documents.get(key) === entry && documents.delete(key),
      );
      return result;
    },
  };
}
