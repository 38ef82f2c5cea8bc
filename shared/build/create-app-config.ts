import { defineConfig, loadEnv, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ASSET_PREFIX } from '../src/document/contract';
import { parsePageManifest, type PageManifest } from '../src/pages/page-manifest';
import { appForDir, devPortOf, readApps } from './apps';
import { compileMessageCatalogs } from './message-catalogs';
import { PageChunksPlugin } from './page-chunks-plugin';
import { sharedContract } from './shared-contract';
import { sharedSingletons } from './shared-singletons';

/** A page manifest that does not validate fails the build, not the site. */
function checkedPages(pages: PageManifest): PageManifest {
  const { problems } = parsePageManifest(pages);
  if (problems.length) throw new Error(`invalid page manifest: ${problems.join('; ')}`);
  return pages;
}

/**
 * `pnpm dev`: the shell's /remotes.json is the release registry's shape built from the remotes'
 * dev servers (their mf-manifest.json carries their pages), so dev needs no release.
 */
async function devRegistry(): Promise<object> {
  const apps: Record<string, object> = {};
  for (const remote of readApps().filter((app) => app.role === 'remote')) {
    const entry = `http://localhost:${devPortOf(remote)}/mf-manifest.json`;
    try {
      const manifest = (await (await fetch(entry)).json()) as { metaData?: { pages?: unknown } };
      apps[remote.name] = { version: 'dev', entry, pages: manifest.metaData?.pages ?? [] };
    } catch {
      // That remote's dev server is not up (yet): its pages are missing until it is.
    }
  }
  return { schema: 1, apps };
}

/** The packages a remote's server build takes from the shell's (server-render.ts `shared`). */
export const SERVER_SINGLETONS = Object.keys(sharedSingletons(import.meta.dirname));

/** The environment names of every app's build (README "Content first"). */
export const ENVIRONMENTS = { web: 'web', standalone: 'standalone', server: 'server' } as const;

interface AppConfigOptions {
  /** The app's folder: `import.meta.dirname`. Its name and port come from apps.json. */
  dir: string;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** A remote's page manifest (`src/pages.ts`), published in its mf-manifest.json. */
  pages?: PageManifest;
}

/**
 * Every app builds as separate environments into one `dist/`:
 * - `web`: the browser build the site loads. Remotes are built against the shell's federation
 *   runtime (`externalRuntime`; the shell provides it), so a page runs one runtime, not one per
 *   remote.
 * - `standalone` (remotes): the remote's own page for `pnpm dev` and the benchmarks, a plain
 *   single-page app without federation, in `dist/standalone/`.
 * - `server` (`dist/server/render.cjs`): the same code for Node, which renders the app's pages to
 *   HTML (the HTML host, shell/host, composes them). A remote's server build
 *   takes React, the router, styled-components, jotai and the shared package from the live
 *   shell's server build, as its browser build takes them from the shell's.
 */
export function createAppConfig({ dir, exposes, pages }: AppConfigOptions): RsbuildConfig {
  const app = appForDir(dir);
  const { name, role } = app;
  const isHost = role === 'host';
  const { publicVars } = loadEnv({ cwd: path.resolve(dir, '..'), prefixes: ['PUBLIC_'] });
  const manifestPages = pages ? checkedPages(pages) : undefined;
  const exposedRoutes = exposes?.['./routes'];
  const singletons = sharedSingletons(dir);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          name,
          exposes,
          // Remote URLs come from the release registry (inlined in the page) at runtime.
          remotes: {},
          shared: singletons,
          // One remote that is down must not stall start-up of the others.
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web' } },
          // The page manifest travels inside the federation manifest: one immutable description
          // of the remote per release (the release tool copies it into the registry). So does
          // the app's contract with the shared package, which the release gate checks.
          manifest: {
            additionalData: ({ stats, compiler }) => {
              const metaData = stats.metaData as unknown as Record<string, unknown>;
              if (manifestPages) metaData.pages = manifestPages;
              // Releases are built for production; a dev server's rebuilds skip it.
              if (compiler.options.mode === 'production') {
                metaData.sharedContract = sharedContract(
                  dir,
                  role,
                  path.resolve(import.meta.dirname, '..'),
                );
              }
              return stats;
            },
          },
        },
        { environment: ENVIRONMENTS.web },
      ),
    ],
    source: {
      // The Supabase and CAPTCHA variables are always defined (empty when unset) so the browser
      // never evaluates a bare `process.env…`; the shared client then falls back to the local
      // stack, the auth forms to no CAPTCHA.
      define: {
        'process.env.PUBLIC_SUPABASE_URL': JSON.stringify(''),
        'process.env.PUBLIC_SUPABASE_ANON_KEY': JSON.stringify(''),
        'process.env.PUBLIC_CAPTCHA_SITE_KEY': JSON.stringify(''),
        ...publicVars,
      },
    },
    tools: {
      // Component ids from the file and the component's name (styled-components' SWC plugin),
      // not from the order components were created in: the server build and the browser build
      // name every class the same, whatever order the remotes' code was evaluated in, so the
      // browser hydrates the server's markup (README "Content first"). Every environment, so
      // both sides agree. Through `tools.swc`: the Rsbuild wrapper pins a plugin built for an
      // older swc_core than this Rspack's (Wasm plugins must match it).
      swc: {
        jsc: {
          experimental: {
            plugins: [
              [
                createRequire(import.meta.url).resolve('@swc/plugin-styled-components'),
                { ssr: true, displayName: false, pure: true },
              ],
            ],
          },
        },
      },
      bundlerChain: compileMessageCatalogs,
    },
    html: { title: 'Norsecraft' },
    // Lazy compilation's proxy chunks are not served when one dev server runs several
    // environments (web, standalone, server): a lazily loaded page stayed blank.
    dev: {
      lazyCompilation: false,
      // The hot-reload client asks the page's own dev server, whatever port it listens on.
      client: { port: '<port>' },
    },
    server: {
      // Never a port `pnpm start` serves on; taken, the dev server stops with a message saying
      // so instead of moving to another port the composed site would not find.
      port: devPortOf(app),
      strictPort: true,
      cors: true,
      historyApiFallback: isHost,
      setup: isHost
        ? ({ action, server }) => {
            if (action !== 'dev') return;
            server.middlewares.use(
              '/remotes.json',
              (_req: IncomingMessage, res: ServerResponse) =>
                void devRegistry().then((registry) => {
                  res.setHeader('Content-Type', 'application/json; charset=utf-8');
                  res.setHeader('Cache-Control', 'no-cache');
                  res.end(JSON.stringify(registry));
                }),
            );
          }
        : undefined,
    },
    output: { distPath: { root: 'dist' } },
    environments: {
      [ENVIRONMENTS.web]: {
        source: isHost ? { entry: { index: './src/index.ts' } } : undefined,
        html: isHost ? { template: './index.html' } : undefined,
        output: {
          // Remotes must load their chunks from their own origin.
          assetPrefix: isHost ? '/' : 'auto',
          uniqueName: name,
        },
        tools: {
          // A remote's browser build has no page of its own: the federation plugin adds its
          // container entry (the standalone page is the `standalone` environment).
          rspack: (config, { isDev }) => {
            config.output = { ...config.output, uniqueName: name };
            // An import of something a module does not export fails the build instead of being
            // undefined at run time (react-router-dom.ts shares a chosen part of the router).
            config.module = {
              ...config.module,
              parser: {
                ...config.module?.parser,
                javascript: { ...config.module?.parser?.javascript, exportsPresence: 'error' },
              },
            };
            if (!isHost) {
              config.entry = {};
              // page-chunks.json is for the release host; the dev server writes nothing to disk.
              if (!isDev) config.plugins = [...(config.plugins ?? []), new PageChunksPlugin()];
            }
          },
          htmlPlugin: isHost,
        },
      },
      ...(isHost
        ? {}
        : {
            [ENVIRONMENTS.standalone]: {
              source: { entry: { index: './src/index.ts' } },
              output: {
                distPath: { root: 'dist/standalone' },
                assetPrefix: 'auto',
              },
              // The dev server serves this environment under /standalone/; from the root its
              // chunks would be the browser build's files of the same names.
              dev: { assetPrefix: '/standalone/' },
              tools: { rspack: { output: { uniqueName: `${name}_standalone` } } },
            },
          }),
      [ENVIRONMENTS.server]: {
        source: {
          entry: {
            render: isHost
              ? './src/server-render.tsx'
              : path.join(import.meta.dirname, 'remote-server-entry.ts'),
          },
        },
        resolve: exposedRoutes
          ? { alias: { 'norsecraft-remote-routes$': path.resolve(dir, exposedRoutes) } }
          : undefined,
        output: {
          target: 'node',
          // CommonJS: the host evaluates it with the `require` that hands out the singletons.
          module: false,
          distPath: { root: 'dist/server', js: '' },
          filename: { js: '[name].cjs' },
          // Asset URLs as the browser build names them; the host puts the remote's release URL
          // in place of this prefix (shell/host).
          assetPrefix: isHost ? '/' : SERVER_ASSET_PREFIX,
          // Images and fonts come from the browser build; the server only needs their URLs.
          emitAssets: false,
          minify: false,
          // Remotes render with the live shell's copies of the singletons (one React, one router).
          externals: isHost ? undefined : SERVER_SINGLETONS,
          externalsType: 'commonjs',
        },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
        tools: {
          rspack: {
            output: { asyncChunks: false, library: { type: 'commonjs2' } },
            // Module ids are source paths and every module stays its own, so the host can tell
            // which modules a page evaluated (remote-server-entry.ts `evaluatedModules`).
            optimization: { moduleIds: 'named', concatenateModules: false },
          },
          htmlPlugin: false,
        },
      },
    },
  });
}
