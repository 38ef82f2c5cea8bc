import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: when a remote cannot be loaded, hand back a module without a default export
 * instead of throwing, so the shell's error boundary shows its fallback. Must not import shared
 * packages such as react (the host dies at start-up if a runtime plugin does).
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'norsecraft-remote-fallback',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] could not load ${id}`, error);
      return { __esModule: true, default: undefined, loadFailed: true };
    },
  };
}
