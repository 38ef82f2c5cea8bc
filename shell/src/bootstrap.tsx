import {
  BREAKPOINTS,
  languageBase,
  loadPageLanguage,
  loadSupabase,
  splitLanguagePath,
  startAuthSync,
} from '@norsecraft/shared';
import { ROOT_ID } from '@norsecraft/shared/document';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenReady } from './app/region';
import { logFailure } from './lib/connection';
import { createRouteTable, type SiteRoute } from './lib/route-table';
import { takeEarlyInput } from './lib/early-input';
import { restyleOnBreakpointChange } from './lib/restyle-on-breakpoint';
import { yieldToMain } from './lib/yield-to-main';
import { registryResult } from './features/remotes/api/registry';
import type { RegistryResponse } from './features/remotes/api/registry-request';
import {
  loadRemotePage,
  registerRemoteReleases,
  RemoteUnavailableError,
} from './features/remotes/api/remote-loader';

/**
 * What the current page needs before React renders it: its remote's routes and page code, the
 * query cache and, unless its manifest says otherwise, the Supabase client. Guarded routes are left to the guard:
 * non-admins must never fetch the admin remote. Failures are the outlet's to show.
 */
function loadCurrentPage(route: SiteRoute | null, { withData }: { withData: boolean }) {
  if (!route || route.guard) return Promise.resolve();
  const loads: Promise<unknown>[] = [];
  if (route.prefetch !== false) {
    loads.push(loadRemotePage(route.remote, route.path, { withData }));
  }
  if (route.supabase !== false) loads.push(loadSupabase());
  // What failed is loaded again as the page renders (its fallback shows meanwhile, in place of
  // the HTML). A remote that could not be fetched is reported there; anything else (a remote's
  // prefetch that throws) is said here, or it would go unseen.
  return Promise.allSettled(loads).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected' && !(result.reason instanceof RemoteUnavailableError)) {
        logFailure(`[shell] ${route.path} could not be loaded`, result.reason);
      }
    }
  });
}

/** A hydration that found something else than the server sent: a bug, reported as one. */
function reportMismatch(error: unknown) {
  console.error('[shell] the page did not hydrate as the server rendered it', error);
}

export async function start(registryRequest: Promise<RegistryResponse>) {
  // This module and the shared packages have just been evaluated: what follows is a task of its own.
  await yieldToMain();
  // The nav shows the stored user once the page is hydrated; the session is verified in the
  // background.
  void startAuthSync();
  restyleOnBreakpointChange(Object.values(BREAKPOINTS));
  // The page's language is its address's (`/sv/...`), for the whole visit: the switch loads the
  // other address. Its catalogs (English is bundled) load beside the registry and the page's code.
  const { language, path } = splitLanguagePath(window.location.pathname);
  const catalogs = loadPageLanguage(language).catch((error: unknown) =>
    logFailure(`[shell] the ${language} texts could not be loaded`, error),
  );
  document.documentElement.lang = language;
  const registry = registryResult(await registryRequest);
  const { table, conflicts } = createRouteTable(registry.remotes, language);
  const problems = [...(registry.ok ? [] : [registry.error]), ...conflicts];
  const configError = problems.length ? problems.join('; ') : null;
  if (configError) console.error(`[shell] bad remote configuration: ${configError}`);
  registerRemoteReleases(registry.remotes);
  const root = document.getElementById(ROOT_ID)!;
  // A registry the browser could not read renders something else than the server did (the
  // banner, no pages): such a page is rendered anew in place of its HTML.
  const hydrating = root.hasChildNodes() && !configError;
  const currentPage = loadCurrentPage(table.find(path), {
    withData: !hydrating,
  });
  const app = (
    <App routeTable={table} configError={configError} basename={languageBase(language)} />
  );
  // Every error boundary of the shell logs what it catches itself; React's default would log
  // each caught error a second time.
  const onCaughtError = () => {};
  // Nothing renders in the page's language before its words are there.
  await catalogs;
  if (!hydrating) {
    // The shell's document alone (a guarded page, a render that failed): the layout renders at
    // once while the page loads.
    takeEarlyInput();
    createRoot(root, { onCaughtError }).render(app);
    return;
  }
  // The page arrived as HTML (the HTML host, shell/host, renders it): React hydrates it, keeping
  // the server's DOM, once the page's code is there, so nothing suspends while it hydrates.
  await currentPage;
  whenReady('all', takeEarlyInput().press);
  // In a transition, hydration is interruptible: React yields to the browser every few
  // milliseconds instead of hydrating each region in one long task, and still hydrates at once
  // what a visitor clicks or types into.
  startTransition(() => {
    hydrateRoot(root, app, { onCaughtError, onRecoverableError: reportMismatch });
  });
}
