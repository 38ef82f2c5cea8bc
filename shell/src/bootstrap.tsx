import { BREAKPOINTS, loadSupabase, startAuthSync } from '@norsecraft/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouteTable, type SiteRoute } from './lib/route-table';
import { restyleOnBreakpointChange } from './lib/restyle-on-breakpoint';
import { yieldToMain } from './lib/yield-to-main';
import { registryResult } from './features/remotes/api/registry';
import type { RegistryResponse } from './features/remotes/api/registry-request';
import { loadRemotePage, registerRemoteReleases } from './features/remotes/api/remote-loader';
import { keepServerInput } from './server-input';
import { SERVER_STYLES_ID } from '@norsecraft/shared/document';
import { ServerStylesRemover } from './server-styles';

/**
 * What the current page needs before React renders it: its remote's routes and page code, the
 * query cache and, unless its manifest says otherwise, the Supabase client. Guarded routes are left to the guard:
 * non-admins must never fetch the admin remote. Failures are the outlet's to show.
 */
function loadCurrentPage(route: SiteRoute | null): Promise<unknown> {
  if (!route || route.guard) return Promise.resolve();
  const loads: Promise<unknown>[] = [];
  if (route.prefetch !== false) loads.push(loadRemotePage(route.remote, route.path));
  if (route.supabase !== false) loads.push(loadSupabase());
  return Promise.allSettled(loads);
}

export async function start(registryRequest: Promise<RegistryResponse>) {
  // This module and the shared packages have just been evaluated: what follows is a task of its own.
  await yieldToMain();
  // The nav shows the stored user at once; the session is verified in the background.
  void startAuthSync();
  restyleOnBreakpointChange(Object.values(BREAKPOINTS));
  const registry = registryResult(await registryRequest);
  const { table, conflicts } = createRouteTable(registry.remotes);
  const problems = [...(registry.ok ? [] : [registry.error]), ...conflicts];
  const configError = problems.length ? problems.join('; ') : null;
  if (configError) console.error(`[shell] bad remote configuration: ${configError}`);
  registerRemoteReleases(registry.remotes);
  const currentPage = loadCurrentPage(table.find(window.location.pathname));
  // The page arrived as HTML (the HTML host, shell/host, renders it): React takes over with one render of
  // the same page, complete — so it waits for that page's code instead of showing a loading state
  // in place of the content. Without HTML the layout renders at once while the page loads.
  const root = document.getElementById('root')!;
  const serverPage = document.getElementById(SERVER_STYLES_ID) ? keepServerInput(root) : null;
  if (serverPage) await currentPage;
  // Every error boundary of the shell logs what it catches itself; React's default would log
  // each caught error a second time.
  const reactRoot = createRoot(root, { onCaughtError: () => {} });
  const render = () =>
    reactRoot.render(
      <>
        <App routeTable={table} configError={configError} />
        <ServerStylesRemover onTakeover={serverPage?.takeOver} />
      </>,
    );
  // Taking over the HTML is a transition: React renders in slices of a few milliseconds and a
  // phone's taps and paints are not held up by one long task, while the HTML stays on screen
  // until the finished page replaces it (its forms held, what is typed kept, a pressed button
  // pressed again: server-input.ts).
  if (serverPage) startTransition(render);
  else render();
}
