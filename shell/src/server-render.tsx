// The shell's server build (create-app-config.ts, environment `server`): renders a page of the
// site to HTML in Node — the shell's chrome around the page of the remote that serves it, from
// that remote's own server build at its live release (the release host loads both;
// scripts/lib/page-html.mjs composes the document). It also hands the shell's copies of the
// shared singletons to the remotes' server builds, as the shell's browser build does through the
// federation runtime: one React, one router, one styled-components, one jotai store.
import * as shared from '@norsecraft/shared';
import { WEB_FACES_CSS } from '@norsecraft/shared/fonts';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
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
import { createRouteTable } from './app/route-table';
import { ServerRenderContext } from './app/server-render-context';
import { parseRegistry } from './features/remotes/api/registry';
import { provideRemoteRoutes, type RoutesModule } from './features/remotes/api/remote-loader';

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
    return { html, css: `${WEB_FACES_CSS}\n${sheet.instance.toString()}` };
  } finally {
    sheet.seal();
  }
}
