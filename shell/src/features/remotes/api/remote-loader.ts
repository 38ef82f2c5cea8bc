import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadPageLanguage, type PagePrefetchContext } from '@norsecraft/shared';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteRelease } from './registry';
import { withSiteClient } from '../../../lib/with-site-client';
import { releaseIntegrityPlugin } from './release-integrity-plugin';
import { retrySharedPlugin } from './retry-shared-plugin';

/**
 * A remote's `./routes`; `prefetch(pathname, context)` (optional) warms that page's own chunks
 * and may return a promise that settles when they are loaded; it may start the page's data too.
 */
export interface RoutesModule {
  default?: ComponentType;
  prefetch?: (pathname: string, context: PagePrefetchContext) => Promise<unknown> | void;
}

/** Federation name → the released manifest URL, from the registry. */
const entries = new Map<string, string>();
const pending = new Map<string, Promise<ComponentType>>();
/** Routes components already loaded: rendered at once, without suspending (no fallback flash). */
const loaded = new Map<string, ComponentType>();
const pagePrefetchers = new Map<string, NonNullable<RoutesModule['prefetch']>>();

/**
 * Register the released remotes with the federation runtime (once, at start-up); each manifest
 * is fetched with its release's integrity, and a shared package that failed to load (offline)
 * loads again on the next try.
 */
export function registerRemoteReleases(remotes: readonly RemoteRelease[]): void {
  const integrity = new Map<string, string>();
  for (const { name, entry, integrity: sri } of remotes) {
    entries.set(name, entry);
    if (sri) integrity.set(entry, sri);
  }
  registerPlugins([releaseIntegrityPlugin((url) => integrity.get(url)), retrySharedPlugin()]);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: ErrorOptions,
  ) {
    super(`${remote} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

function keepRoutesModule(remote: string, mod: RoutesModule | null): ComponentType {
  if (!mod?.default) throw new Error('no default export in ./routes');
  if (typeof mod.prefetch === 'function') pagePrefetchers.set(remote, mod.prefetch);
  loaded.set(remote, mod.default);
  return mod.default;
}

/**
 * A remote's routes module loaded by other means: its server build, when the page is rendered to
 * HTML (server-render.tsx).
 */
export function provideRemoteRoutes(remote: string, mod: RoutesModule): void {
  keepRoutesModule(remote, mod);
}

/** The remote's routes component if it is loaded already, else undefined. */
export const loadedRemoteRoutes = (remote: string): ComponentType | undefined => loaded.get(remote);

/**
 * The routes component a remote exposes (`<name>/routes`), with the catalogs its code defines in
 * the page's language (README "Languages"). Loads once and is cached; a failed
 * load is forgotten, the runtime's copy of it too (forgetRemote), so a later visit or Retry
 * fetches again (a hover's prefetch that failed offline does not stand in for the visit).
 */
export function loadRemoteRoutes(remote: string): Promise<ComponentType> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = (async () => {
      if (!entries.has(remote)) throw new RemoteUnavailableError(remote);
      try {
        const mod = await loadRemote<RoutesModule>(`${remote}/routes`);
        // The catalogs its routes define, in the page's language, before anything renders them.
        await loadPageLanguage();
        return keepRoutesModule(remote, mod);
      } catch (error) {
        throw new RemoteUnavailableError(remote, { cause: error });
      }
    })();
    pending.set(remote, promise);
    promise.catch(() => forgetRemote(remote));
  }
  return promise;
}

/** What `lib/query-cache.tsx` gives the outlet: the provider every remote renders in. */
export interface QueryCacheModule {
  QueryCacheProvider: ComponentType<{ children: ReactNode }>;
  prefetchQuery: PagePrefetchContext['prefetchQuery'];
}

/**
 * The site's query cache (`lib/query-cache.tsx`), which every remote renders in: its code (the
 * query library) is fetched beside the remote's, and the layout's first paint does not wait for
 * it. A failed load is forgotten so Retry fetches it again.
 */
let queryCache: Promise<QueryCacheModule> | null = null;
let loadedCache: QueryCacheModule | undefined;
export function loadQueryCache(): Promise<QueryCacheModule> {
  queryCache ??= import('../../../lib/query-cache').then(
    (mod) => (loadedCache = mod),
    (error: unknown) => {
      queryCache = null;
      throw new RemoteUnavailableError('query cache', { cause: error });
    },
  );
  return queryCache;
}

/**
 * The query cache provided by other means: a fresh one per page rendered to HTML, where no query
 * runs (server-render.tsx).
 */
export function provideQueryCache(mod: QueryCacheModule): void {
  loadedCache = mod;
  queryCache = Promise.resolve(mod);
}

/** The query cache's module if it is loaded already, else undefined. */
export const loadedQueryCache = (): QueryCacheModule | undefined => loadedCache;

/**
 * Warm the cache when a link to the remote is hovered or focused: its routes, the query cache's
 * code and, when the remote supports it, the linked page's chunk (else the click still waits for
 * it). Failures wait for the visit.
 */
export function prefetchRemote(remote: string | null, pathname?: string): void {
  if (remote) loadRemotePage(remote, pathname).catch(() => {});
}

/**
 * The remote's routes, the query cache and, when the remote can say, its page at `pathname` (and
 * that page's data, which is not waited for: the page shows its own loading state). `withData`
 * false: the page's code only. A page sent as HTML hydrates with the data it was rendered with
 * (its answers come with it); an answer arriving before it hydrates would make the browser's
 * render differ from the server's, so the page's own queries ask for the rest once it has.
 */
export async function loadRemotePage(
  remote: string,
  pathname?: string,
  { withData = true } = {},
): Promise<void> {
  const cache = loadQueryCache();
  const context: PagePrefetchContext = {
    prefetchQuery: (query) => {
      if (!withData) return;
      cache.then(({ prefetchQuery }) => prefetchQuery(withSiteClient(query))).catch(() => {});
    },
  };
  const page = (async () => {
    await loadRemoteRoutes(remote);
    if (pathname) await pagePrefetchers.get(remote)?.(pathname, context);
  })();
  await Promise.all([cache, page]);
}

/**
 * Whether this document's HTML preloaded the remote's files. After a failed preload the browser
 * answers a later request for the same script with the same failure, so such a remote can only
 * be retried by loading the page again.
 */
export function preloadedByDocument(remote: string): boolean {
  const entry = entries.get(remote);
  if (!entry) return false;
  const base = new URL('.', entry).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some(
    (link) => link.href.startsWith(base),
  );
}

/**
 * Before retrying a remote that failed to load: drop the runtime's cached manifest and entry
 * (`force` re-registration) so the retry really fetches again instead of replaying the failure.
 */
export function forgetRemote(remote: string): void {
  pending.delete(remote);
  loaded.delete(remote);
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
