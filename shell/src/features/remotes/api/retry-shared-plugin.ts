import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A federation runtime plugin: it must not import shared packages (react…), which the runtime
// only provides after it is set up.

interface ShareEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  treeShaking?: ShareEntry;
}

/**
 * The runtime keeps a shared package's failed load as its `loading` promise, and every later
 * `loadShare` replays that failure (module-federation/core#5068, open): a page that needed
 * supabase-js while the browser was offline could never load it again without a reload. When a
 * load fails, this drops the package's unfinished loads, so the next one fetches its code again.
 */
export function retrySharedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'norsecraft-retry-shared',
    errorLoadShare({ pkgName, shareScopeMap, error }) {
      if (!error) return; // a load the runtime recovered from by itself
      for (const scope of Object.values(shareScopeMap)) {
        for (const entry of Object.values(scope[pkgName] ?? {}) as ShareEntry[]) {
          for (const share of [entry, entry.treeShaking]) {
            if (share && !share.loaded && share.loading) share.loading = null;
          }
        }
      }
    },
  };
}
