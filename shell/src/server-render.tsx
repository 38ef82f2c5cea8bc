// The shell's server build (create-app-config.ts, environment `server`): renders a page of the
// site to HTML in Node — the shell's chrome around the page of the remote that serves it, from
// that remote's own server build at its live release (the HTML host, shell/host, loads both
// and composes the document). It also hands the shell's copies of the
// shared singletons to the remotes' server builds, as the shell's browser build does through the
// federation runtime: one React, one router, one styled-components, one jotai store.
import * as shared from '@norsecraft/shared';
import {
  applySiteSettings,
  languageBase,
  loadPageLanguage,
  splitLanguagePath,
} from '@norsecraft/shared';
import type { SiteSettings } from '@norsecraft/shared/document';
import { createQueryClient } from '@norsecraft/shared/query-client';
export { evaluateAllModules } from '@norsecraft/shared/server-modules';
import * as reactQuery from '@tanstack/react-query';
import {
  dehydrate,
  hydrate,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import * as linguiCore from '@lingui/core';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
import type { ReactNode } from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import * as reactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import { Writable } from 'node:stream';
import { Site } from './app/app';
import { ServerRenderContext } from './app/server-render-context';
import { parseRegistry } from './features/remotes/api/registry';
import {
  provideQueryCache,
  provideRemoteRoutes,
  type RoutesModule,
} from './features/remotes/api/remote-loader';
import { createRouteTable } from './lib/route-table';
import { withSiteClient } from './lib/with-site-client';

/**
 * What a remote's server build may `require` (create-app-config.ts SERVER_SINGLETONS).
 * supabase-js is evaluated only if a remote requires it: rendering never uses the client.
 */
export const singletons: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  jotai,
  'jotai/utils': jotaiUtils,
  'styled-components': styledComponents,
  '@tanstack/react-query': reactQuery,
  '@lingui/core': linguiCore,
  get '@supabase/supabase-js'() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use only.
    return require('@supabase/supabase-js') as unknown;
  },
  '@norsecraft/shared': shared,
};

export interface RenderRequest {
  pathname: string;
  /** The release registry as served (/remotes.json's document). */
  registry: unknown;
  registryUrl: string;
  /** Federation name → that remote's server build, for the remotes this page needs. */
  remotes: Record<string, RoutesModule>;
  /** The page's data, from `loadPageQueries`: rendered instead of its loading state. */
  queryState?: DehydratedState | null;
  /** The site settings of the database (the host reads them); none: the build-time defaults. */
  siteSettings?: SiteSettings | null;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The styled-components rules the markup uses, in its format (the browser's copy takes them over). */
  css: string;
  /** 404 when the page found nothing at its address (it rendered the 404 page), else 200. */
  status: number;
  /** The styled-components version that wrote them. */
  stylesVersion: string;
}

/**
 * How long a page's queries may take before its HTML is sent with their loading state instead: a
 * slow database must not hold the page up longer than the browser would take to ask itself.
 */
export const SERVER_QUERY_WAIT_MS = 1500;

/** Waits for the page's queries, at most `SERVER_QUERY_WAIT_MS`. */
function settled(queries: Promise<unknown>[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.allSettled(queries),
    new Promise((resolve) => (timer = setTimeout(resolve, SERVER_QUERY_WAIT_MS))),
  ]).then(() => clearTimeout(timer));
}

/**
 * The data a page needs at once, answered for its HTML and for the browser's query cache: the
 * queries its remote's `prefetch` starts (the auction's listings), as the browser would start
 * them beside the page's code. Null when it starts none: the page's HTML then depends on its code
 * only. A query that did not answer in time is left out (the HTML shows its loading state and
 * the browser asks). Sets the page's language, as renderPage does: a worker renders one page at a time.
 */
export async function loadPageQueries({
  pathname,
  remote,
}: {
  pathname: string;
  remote: RoutesModule;
}): Promise<DehydratedState | null> {
  if (!remote.prefetch) return null;
  // The queries read content in the page's language ('/sv/rules': the Swedish rows); the remote
  // knows its pages by their paths without the language.
  const { language, path } = splitLanguagePath(pathname);
  await loadPageLanguage(language);
  const client = createQueryClient();
  const queries: Promise<unknown>[] = [];
  await remote.prefetch(path, {
    prefetchQuery: (query) => void queries.push(client.prefetchQuery(withSiteClient(query))),
  });
  if (!queries.length) return null;
  await settled(queries);
  // Only answers: a query still loading or failed is the browser's to run.
  return dehydrate(client);
}

/**
 * Each page renders with a query cache of its own, so no render sees another's answers. Queries
 * started by components run from effects, which do not run here: the HTML shows their loading
 * state, unless the page's data was loaded before (`loadPageQueries`).
 */
function providePageQueryCache(queryState: DehydratedState | null | undefined) {
  const client = createQueryClient();
  if (queryState) hydrate(client, queryState);
  provideQueryCache({
    QueryCacheProvider: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
    prefetchQuery: () => {},
  });
}

/** Renders to a string once every Suspense boundary has resolved (lazy pages included). */
function renderComplete(element: react.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // React outlines a large finished Suspense boundary (its fallback in place, the content
      // hidden and revealed by an inline script): the page would read "Loading..." without
      // JavaScript, and the CSP refuses the script. Every boundary goes in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * The page at `pathname` as a signed-out visitor on the default theme first sees it, in the
 * language of its address ('/sv/rules': Swedish).
 */
export async function renderPage({
  pathname,
  registry,
  registryUrl,
  remotes,
  queryState,
  siteSettings,
}: RenderRequest): Promise<RenderedPage> {
  // One render at a time per worker: the shared config is the page's for its render.
  applySiteSettings(siteSettings ?? null);
  // The catalogs of that language of every namespace evaluated so far, as the browser's boot
  // waits for them; a page's code loaded while rendering waits for its own (preloadablePage).
  const { language } = splitLanguagePath(pathname);
  await loadPageLanguage(language);
  const { table } = createRouteTable(parseRegistry(registry, registryUrl).remotes, language);
  for (const [name, mod] of Object.entries(remotes)) provideRemoteRoutes(name, mod);
  providePageQueryCache(queryState);
  const sheet = new ServerStyleSheet();
  let status = 200;
  const setStatus = (next: number) => {
    status = next;
  };
  try {
    const html = await renderComplete(
      sheet.collectStyles(
        <ServerRenderContext.Provider value>
          <shared.PageStatusContext.Provider value={setStatus}>
            <StaticRouter location={pathname} basename={languageBase(language) || undefined}>
              <Site routeTable={table} configError={null} />
            </StaticRouter>
          </shared.PageStatusContext.Provider>
        </ServerRenderContext.Provider>,
      ),
    );
    return {
      html,
      css: sheet.instance.toString(),
      status,
      stylesVersion: styledComponents.version,
    };
  } finally {
    sheet.seal();
  }
}
