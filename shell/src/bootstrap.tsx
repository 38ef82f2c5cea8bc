import { startAuthSync } from '@norsecraft/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouteTable } from './lib/route-table';
import { registryResult } from './features/remotes/api/registry';
import type { RegistryResponse } from './features/remotes/api/registry-request';
import { prefetchRemote, registerRemoteReleases } from './features/remotes/api/remote-loader';

export async function start(registryRequest: Promise<RegistryResponse>) {
  // Session restore and the registry load in parallel; neither blocks the other's failure.
  void startAuthSync();
  const registry = registryResult(await registryRequest);
  const { table, conflicts } = createRouteTable(registry.remotes);
  const problems = [...(registry.ok ? [] : [registry.error]), ...conflicts];
  const configError = problems.length ? problems.join('; ') : null;
  if (configError) console.error(`[shell] bad remote configuration: ${configError}`);
  registerRemoteReleases(registry.remotes);
  // The current page's remote loads while React renders the layout. Guarded routes wait for the
  // guard: non-admins must never fetch the admin remote.
  const route = table.find(window.location.pathname);
  if (route && !route.guard && route.prefetch !== false) prefetchRemote(route.remote, route.path);
  // Every error boundary of the shell logs what it catches itself; React's default would log
  // each caught error a second time.
  createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(
    <App routeTable={table} configError={configError} />,
  );
}
