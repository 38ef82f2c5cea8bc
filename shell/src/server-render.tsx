// The shell's server build (create-app-config.ts, environment `server`): renders a page of the
// site to HTML in Node — the shell's chrome around the page of the remote that serves it, from
// that remote's own server build at its live release (the release host loads both;
// scripts/lib/page-html.mjs composes the document). It also hands the shell's copies of the
// shared singletons to the remotes' server builds, as the shell's browser build does through the
// federation runtime: one React, one router, one styled-components, one jotai store.
import * as shared from '@norsecraft/shared';
import { createQueryClient } from '@norsecraft/shared/query-client';
import * as reactQuery from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
import { useState, type ReactNode } from 'react';
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
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The styled-components rules the markup uses. */
  css: string;
}

/**
 * A query cache of the page's own: a page's queries are not run here (they start in the browser,
 * after its render replaced this one), so it renders their loading state — the page's frame and
 * skeleton — and no render sees another's cache.
 */
function PageQueryCache({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
// Nothing prefetches here: the server renders the loading state of every query.
provideQueryCache({ QueryCacheProvider: PageQueryCache, prefetchQuery: () => {} });

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
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** The page at `pathname` as a signed-out visitor on the default theme first sees it. */
export async function renderPage({
  pathname,
  registry,
  registryUrl,
  remotes,
}: RenderRequest): Promise<RenderedPage> {
  const { table } = createRouteTable(parseRegistry(registry, registryUrl).remotes);
  for (const [name, mod] of Object.entries(remotes)) provideRemoteRoutes(name, mod);
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderComplete(
      sheet.collectStyles(
        <ServerRenderContext.Provider value>
          <StaticRouter location={pathname}>
            <Site routeTable={table} configError={null} />
          </StaticRouter>
        </ServerRenderContext.Provider>,
      ),
    );
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
