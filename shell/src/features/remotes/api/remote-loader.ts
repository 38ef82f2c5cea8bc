import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteRelease } from './registry';
import { releaseIntegrityPlugin } from './release-integrity-plugin';

/** A remote's `./routes`; `prefetch(pathname)` (optional) warms that page's own chunks. */
interface RoutesModule {
  default?: ComponentType;
  prefetch?: (pathname: string) => void;
}

/** Federation name → the released manifest URL, from the registry. */
const entries = new Map<string, string>();
const pending = new Map<string, Promise<ComponentType>>();
const pagePrefetchers = new Map<string, (pathname: string) => void>();

/**
 * Register the released remotes with the federation runtime (once, at start-up); each manifest
 * is fetched with its release's integrity.
 */
export function registerRemoteReleases(remotes: readonly RemoteRelease[]): void {
  const integrity = new Map<string, string>();
  for (const { name, entry, integrity: sri } of remotes) {
    entries.set(name, entry);
    if (sri) integrity.set(entry, sri);
  }
  registerPlugins([releaseIntegrityPlugin((url) => integrity.get(url))]);
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

/**
 * The routes component a remote exposes (`<name>/routes`). Loads once and is cached; a failed
 * load is forgotten so a later visit or Retry tries again.
 */
export function loadRemoteRoutes(remote: string): Promise<ComponentType> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = (async () => {
      if (!entries.has(remote)) throw new RemoteUnavailableError(remote);
      try {
        const mod = await loadRemote<RoutesModule>(`${remote}/routes`);
        if (!mod?.default) throw new Error('no default export in ./routes');
        if (typeof mod.prefetch === 'function') pagePrefetchers.set(remote, mod.prefetch);
        return mod.default;
      } catch (error) {
        throw new RemoteUnavailableError(remote, { cause: error });
      }
    })();
    pending.set(remote, promise);
    promise.catch(() => pending.delete(remote));
  }
  return promise;
}

/**
 * The site's query cache (`lib/query-cache.tsx`), which every remote renders in: its code (the
 * query library) is fetched beside the remote's, and the layout's first paint does not wait for
 * it. A failed load is forgotten so Retry fetches it again.
 */
let queryCache: Promise<typeof import('../../../lib/query-cache')> | null = null;
export function loadQueryCache() {
  queryCache ??= import('../../../lib/query-cache').catch((error: unknown) => {
    queryCache = null;
    throw new RemoteUnavailableError('query cache', { cause: error });
  });
  return queryCache;
}

/**
 * Warm the cache when a link to the remote is hovered or focused: its routes, the query cache's
 * code and, when the remote supports it, the linked page's chunk (else the click still waits for
 * it). Failures wait for the visit.
 */
export function prefetchRemote(remote: string | null, pathname?: string): void {
  if (!remote) return;
  loadQueryCache().catch(() => {});
  loadRemoteRoutes(remote)
    .then(() => {
      if (pathname) pagePrefetchers.get(remote)?.(pathname);
    })
    .catch(() => {});
}

/**
 * Before retrying a remote that failed to load: drop the runtime's cached manifest and entry
 * (`force` re-registration) so the retry really fetches again instead of replaying the failure.
 */
export function forgetRemote(remote: string): void {
  pending.delete(remote);
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
