import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A federation runtime plugin: it must not import shared packages (react…), which the runtime
// only provides after it is set up.

/**
 * The release registry names each remote's manifest with its SRI hash; this fetches the manifest
 * with that `integrity`, so the browser refuses a manifest that is not the released one (a
 * tampered or half-uploaded file). The manifest names the content-hashed entry and chunks.
 */
export function releaseIntegrityPlugin(
  integrityOf: (url: string) => string | undefined,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'norsecraft-release-integrity',
    fetch(url, init) {
      const integrity = integrityOf(url);
      return integrity ? fetchImpl(url, { ...init, integrity }) : undefined;
    },
  };
}
