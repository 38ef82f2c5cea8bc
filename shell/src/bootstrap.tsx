import { startAuthSync } from '@norsecraft/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute } from './app/route-table';
import type { RemoteConfigResult } from './features/remotes/api/remote-config';
import { prefetchRemote, registerRemoteEntries } from './features/remotes/api/remote-loader';

export async function start(configRequest: Promise<RemoteConfigResult>) {
  // Session restore and the remotes file load in parallel; neither blocks the other's failure.
  void startAuthSync();
  const config = await configRequest;
  if (!config.ok) console.error(`[shell] bad remote configuration: ${config.error}`);
  registerRemoteEntries(config.entries);
  // The current page's remote loads while React renders the layout. Guarded routes wait for the
  // guard: non-admins must never fetch the admin remote.
  const route = findRoute(window.location.pathname);
  if (route && !route.guard) prefetchRemote(route.remote, route.path);
  // Every error boundary of the shell logs what it catches itself; React's default would log
  // each caught error a second time.
  createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(
    <App configError={config.ok ? null : config.error} />,
  );
}
