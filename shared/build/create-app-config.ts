import { defineConfig, loadEnv, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePageManifest, type PageManifest } from '../src/pages/page-manifest';
import { appForDir, readApps } from './apps';

const sharedPackageVersion = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;

/**
 * One React, one router, one jotai store, one theme, one Supabase client and one query cache
 * across all apps.
 */
function sharedSingletons(appDir: string) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (pkg: string) =>
    (require(`${pkg}/package.json`) as { version: string }).version;
  const singleton = (pkg: string, version = versionOf(pkg)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', versionOf('react-dom')),
    'react-router-dom': singleton('react-router-dom'),
    jotai: singleton('jotai'),
    'jotai/utils': singleton('jotai', versionOf('jotai')),
    'styled-components': singleton('styled-components'),
    '@supabase/supabase-js': singleton('@supabase/supabase-js'),
    // The shell's QueryClient reaches every remote through this one React context.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@norsecraft/shared': { singleton: true, requiredVersion: `^${sharedPackageVersion}` },
  };
}

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
    const entry = `http://localhost:${remote.port}/mf-manifest.json`;
    try {
      const manifest = (await (await fetch(entry)).json()) as { metaData?: { pages?: unknown } };
      apps[remote.name] = { version: 'dev', entry, pages: manifest.metaData?.pages ?? [] };
    } catch {
      // That remote's dev server is not up (yet): its pages are missing until it is.
    }
  }
  return { schema: 1, apps };
}

interface AppConfigOptions {
  /** The app's folder: `import.meta.dirname`. Its name and port come from apps.json. */
  dir: string;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** A remote's page manifest (`src/pages.ts`), published in its mf-manifest.json. */
  pages?: PageManifest;
}

export function createAppConfig({ dir, exposes, pages }: AppConfigOptions): RsbuildConfig {
  const { name, port, role } = appForDir(dir);
  const isHost = role === 'host';
  const { publicVars } = loadEnv({ cwd: path.resolve(dir, '..'), prefixes: ['PUBLIC_'] });
  const manifestPages = pages ? checkedPages(pages) : undefined;
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        // Remote URLs come from the release registry (/remotes.json) at runtime: none built in.
        remotes: {},
        shared: sharedSingletons(dir),
        // One remote that is down must not stall start-up of the others.
        shareStrategy: 'loaded-first',
        dts: false,
        // The page manifest travels inside the federation manifest: one immutable description
        // of the remote per release (the release tool copies it into the registry).
        manifest: manifestPages
          ? {
              additionalData: ({ stats }) => {
                (stats.metaData as unknown as Record<string, unknown>).pages = manifestPages;
                return stats;
              },
            }
          : true,
      }),
    ],
    source: {
      // The Supabase variables are always defined (empty when unset) so the browser never
      // evaluates a bare `process.env…`; the shared client then falls back to the local stack.
      define: {
        'process.env.PUBLIC_SUPABASE_URL': JSON.stringify(''),
        'process.env.PUBLIC_SUPABASE_ANON_KEY': JSON.stringify(''),
        ...publicVars,
      },
      entry: { index: './src/index.ts' },
    },
    html: { template: isHost ? './index.html' : undefined, title: 'NORSECRAFT' },
    server: {
      port,
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
    output: {
      distPath: { root: 'dist' },
      // Remotes must load their chunks from their own origin.
      assetPrefix: isHost ? '/' : 'auto',
      uniqueName: name,
    },
    tools: { rspack: { output: { uniqueName: name } } },
  });
}
