// The document of every page path for the live registry state: the live shell's index.html with
// the page rendered into it by a worker (pool.ts), or — for a guarded page, or a render that
// failed or overran its budget — the shell's document alone, which the browser renders. Each
// document is rendered once per registry state and shared by concurrent requests; the 404 page
// once per state for every unknown path. Pages sent with their data are rendered again after a
// moment, failed ones after a while (so one stuck page does not cost a worker per request).
import { INLINE_REGISTRY_ID, QUERY_STATE_ID, SITE_SETTINGS_ID } from '@norsecraft/shared/document';
import * as lang from '@norsecraft/shared/languages';
import {
  composeDocument,
  dataScriptTag,
  parseTemplate,
  type DocumentTemplate,
} from '../document/compose';
import {
  headTags,
  pageSummary,
  PRODUCT,
  preconnectTag,
  preloadTags,
  runtimeEnvSource,
  type RuntimeEnv,
} from '../document/head';
import {
  findPage,
  registryStateKey,
  servedRegistry,
  SHELL,
  staticPages,
  type LivePage,
  type Registry,
} from '../registry';
import { NO_SITE_SETTINGS, type HeldSettings, type SettingsSource } from '../sources/site-settings';
import type { ReleaseSource } from '../sources/source';
import { createPageModules } from './page-modules';
import type { RenderPool } from './pool';
import type { RenderOutput } from './protocol';

export interface PageDocument {
  status: number;
  html: string;
  /** Sent with its content (listed in the sitemap, offered to previews). */
  indexable: boolean;
  /** The app versions that made it (shell, and the page's remote when it rendered). */
  versions: Record<string, string>;
  /** How the page arrived: rendered, or the shell's document for the browser to render. */
  rendered: boolean;
}

/** Documents kept at most, and their bytes: any path can be asked for. */
export const MAX_DOCUMENTS = 1000;
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** How long a page rendered with its data is sent as is (a burst shares one render). */
export const DATA_DOCUMENT_MS = 2000;
/** How long a page whose render failed is sent as the shell's document before it is tried again. */
export const FAILED_DOCUMENT_MS = 10_000;

/** Where the 404 page is rendered: no page has this path. */
const NOT_FOUND_PATH = '/404';

export interface DocumentsOptions {
  source: ReleaseSource;
  pool: RenderPool;
  /** The public origin: canonical URLs, previews, the sitemap. */
  siteUrl: string;
  runtimeEnv: RuntimeEnv | null;
  /** The site settings staff keep in the database: in every document, part of its key. */
  settings?: SettingsSource;
  /** Render pages with the data their `prefetch` starts (not for HTML written ahead at release). */
  withData?: boolean;
  /**
   * Learn every live remote's page modules as soon as a registry state is seen (default), rather
   * than each when one of its pages is first asked for (the release canary, which opens a few).
   */
  learnAhead?: boolean;
  log: (event: Record<string, unknown>) => void;
  now?: () => number;
}

interface Kept {
  result: Promise<PageDocument>;
  until: number;
  bytes: number;
}

export function createDocuments({
  source,
  pool,
  siteUrl,
  runtimeEnv,
  settings = NO_SITE_SETTINGS,
  withData = true,
  learnAhead = true,
  log,
  now = Date.now,
}: DocumentsOptions) {
  const origin = siteUrl.replace(/\/$/, '');
  const registryUrl = `${origin}/remotes.json`;
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const templates = new Map<string, Promise<DocumentTemplate>>();
  const envHead = runtimeEnv
    ? `${preconnectTag(runtimeEnv.supabaseUrl)}<script>${runtimeEnvSource(runtimeEnv)}</script>`
    : '';

  let warmedState: string | null = null;
  const pageModules = createPageModules({ pool, registryUrl, log });

  /** The registry as browsers get it; a new state gets fresh workers and its pages learned. */
  const served = async () => {
    const registry = servedRegistry(await source.registry(), (name) => source.publicBaseUrl(name));
    const state = registryStateKey(registry);
    const shellVersion = registry.apps[SHELL]?.version;
    if (state !== warmedState && shellVersion) {
      warmedState = state;
      const remotes = Object.entries(registry.apps).filter(([, entry]) => entry.entry);
      pool.warm({
        state,
        shellVersion,
        remotes: remotes.map(([name, entry]) => ({ name, version: entry.version })),
        // One page of each remote and the 404 page.
        pages: [
          ...remotes.flatMap(([name]) => {
            const page = staticPages(registry).find((p) => p.remote === name);
            return page ? [{ remote: name, path: page.path }] : [];
          }),
          { remote: '', path: NOT_FOUND_PATH },
        ],
        registry,
        registryUrl,
      });
      if (learnAhead) for (const [name] of remotes) void pageModules.of(registry, name);
    }
    return registry;
  };

  function template(version: string) {
    if (!templates.has(version)) {
      if (templates.size >= 4) templates.delete(templates.keys().next().value!);
      const loading = source.readFile(SHELL, version, 'index.html').then((bytes) => {
        if (!bytes) throw new Error(`shell ${version} has no index.html`);
        return parseTemplate(bytes.toString('utf8'));
      });
      loading.catch(() => templates.get(version) === loading && templates.delete(version));
      templates.set(version, loading);
    }
    return templates.get(version)!;
  }

  async function make(
    registry: Registry,
    site: HeldSettings,
    pathname: string,
    route: LivePage | null,
    { render = true, status = route ? 200 : 404, language = 'en' as lang.PageLanguage } = {},
  ) {
    const shellVersion = registry.apps[SHELL]?.version;
    if (!shellVersion) throw new Error('no shell is live');
    const shellTemplate = await template(shellVersion);
    const remote = route ? registry.apps[route.remote]! : null;
    let body: RenderOutput | null = null;
    // Guarded pages are the visitor's own: the document carries the registry, not the page.
    if (render && !route?.guard) {
      try {
        body = await pool.render({
          pathname: route ? pathname : lang.localizedPath(NOT_FOUND_PATH, language),
          shellVersion,
          registry,
          registryUrl,
          withData,
          siteSettings: site.settings,
          remote:
            route && remote
              ? {
                  name: route.remote,
                  version: remote.version,
                  manifestUrl: remote.entry!,
                  modules:
                    (await pageModules.of(registry, route.remote, { urgent: true }))[
                      route.pattern
                    ] ?? [],
                }
              : null,
        });
      } catch (error) {
        log({
          event: 'render-failed',
          path: pathname,
          error: String(error),
          sent: 'shell document',
        });
      }
    }
    // A page that found nothing at its address (a player never punished) is a 404 like a path
    // no page has: its status, and a head without a canonical URL.
    const notFound = route !== null && body?.status === 404;
    const summary = pageSummary(body?.html ?? '');
    const shown = notFound || !route ? null : lang.localizedPage(route, language);
    const listed = language !== lang.PSEUDO_LANGUAGE;
    const indexable = Boolean(listed && shown && !shown.guard && summary.heading);
    const head = headTags({ route: shown, summary, origin, indexable, language });
    // The shell's document alone is no 404: titled by the product until the shell renders.
    if (!render && !route) head.title = PRODUCT;
    const html = composeDocument(shellTemplate, {
      lang: language,
      title: head.title,
      head: [
        envHead,
        head.html,
        dataScriptTag(INLINE_REGISTRY_ID, registry),
        site.settings ? dataScriptTag(SITE_SETTINGS_ID, site.settings) : '',
        body?.queryState?.queries.length ? dataScriptTag(QUERY_STATE_ID, body.queryState) : '',
        body ? preloadTags({ manifestUrl: body.manifestUrl, scripts: body.scripts }) : '',
      ].join(''),
      css: body?.css,
      stylesVersion: body?.stylesVersion,
      html: body?.html,
    });
    const versions: Record<string, string> = { [SHELL]: shellVersion };
    if (route && remote) versions[route.remote] = remote.version;
    const failed = render && !body && !route?.guard;
    return {
      status: notFound ? 404 : status,
      html,
      indexable,
      versions,
      rendered: Boolean(body),
      keepMs: failed ? FAILED_DOCUMENT_MS : body?.queryState ? DATA_DOCUMENT_MS : Infinity,
    };
  }

  function remember(
    key: string,
    result: Promise<PageDocument & { keepMs: number }>,
  ): Promise<PageDocument> {
    while (kept.size >= MAX_DOCUMENTS || keptBytes > MAX_DOCUMENT_BYTES) {
      const [oldest, entry] = kept.entries().next().value!;
      kept.delete(oldest);
      keptBytes -= entry.bytes;
    }
    const entry: Kept = { result, until: Infinity, bytes: 0 };
    kept.set(key, entry);
    result.then(
      (document) => {
        entry.until = now() + document.keepMs;
        entry.bytes = document.html.length;
        if (kept.get(key) === entry) keptBytes += entry.bytes;
      },
      () => kept.get(key) === entry && kept.delete(key),
    );
    return result;
  }

  return {
    /** The registry as browsers get it (/remotes.json). */
    registry: served,

    /** The document for a request path (percent-encoded, no trailing slash), in its language. */
    async page(pathname: string): Promise<PageDocument> {
      const [registry, site] = await Promise.all([served(), settings.current()]);
      const { language, path } = lang.splitLanguagePath(pathname);
      const route = findPage(registry, path);
      const state = `${registryStateKey(registry)} ${site.version} ${language}`;
      const key = !route
        ? `${state} 404`
        : route.guard
          ? `${state} ${route.pattern}`
          : `${state} ${pathname}`;
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.result;
      if (entry) {
        kept.delete(key);
        keptBytes -= entry.bytes;
      }
      return remember(key, make(registry, site, pathname, route, { language }));
    },

    /** Whether a page of the live registry serves `pathname` (percent-encoded). */
    isPage: async (pathname: string): Promise<boolean> =>
      findPage(await served(), lang.splitLanguagePath(pathname).path) !== null,

    /** The shell's document alone, for the browser to render whichever page it is at. */
    async shellDocument(): Promise<PageDocument> {
      const [registry, site] = await Promise.all([served(), settings.current()]);
      return make(registry, site, '/', null, { render: false, status: 200 });
    },

    /** The public pages sent with their content, by their English path (the sitemap). */
    async indexablePaths(): Promise<string[]> {
      const pages = staticPages(await served());
      const documents = await Promise.all(pages.map((page) => this.page(page.path)));
      return pages.filter((_page, i) => documents[i]!.indexable).map((page) => page.path);
    },

    origin,
    stats: () => ({ documents: kept.size, bytes: keptBytes }),
  };
}

export type Documents = ReturnType<typeof createDocuments>;
