import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../../../app/route-table';
import type { RemoteEntries } from './remote-config';

/** A remote's `./routes`; `prefetch(pathname)` (optional) warms that page's own chunks. */
interface RoutesModule {
  default?: ComponentType;
  prefetch?: (pathname: string) => void;
}

let entries: RemoteEntries = {};
const pending = new Map<RemoteName, Promise<ComponentType>>();
const pagePrefetchers = new Map<RemoteName, (pathname: string) => void>();

/** Register the remotes of `/remotes.json` with the federation runtime (once, at start-up). */
export function registerRemoteEntries(config: RemoteEntries): void {
  entries = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
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
export function loadRemoteRoutes(remote: RemoteName): Promise<ComponentType> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = (async () => {
      if (!entries[remote]) throw new RemoteUnavailableError(remote);
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
 * Warm the cache when a link to the remote is hovered or focused: its routes and, when the remote
 * supports it, the linked page's chunk (else the click still waits for it). Failures wait for
 * the visit.
 */
export function prefetchRemote(remote: RemoteName | null, pathname?: string): void {
  if (!remote) return;
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
export function forgetRemote(remote: RemoteName): void {
  pending.delete(remote);
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
