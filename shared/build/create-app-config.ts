import { defineConfig, loadEnv, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Dev/preview ports of each app; deployments set their URLs in remotes.json instead. */
export const APP_PORTS = {
  shell: 3000,
  mfe_info: 3001,
  mfe_games: 3002,
  mfe_auction: 3003,
  mfe_account: 3004,
  mfe_admin: 3005,
} as const;

export type AppName = keyof typeof APP_PORTS;

const sharedPackageVersion = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;

/** One React, one router, one jotai store, one theme and one Supabase client across all apps. */
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
    '@norsecraft/shared': { singleton: true, requiredVersion: `^${sharedPackageVersion}` },
  };
}

interface AppConfigOptions {
  name: AppName;
  /** The app's folder (pass `__dirname` equivalent: `import.meta.dirname`). */
  dir: string;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
}

export function createAppConfig({ name, dir, exposes }: AppConfigOptions): RsbuildConfig {
  const isHost = !exposes;
  const { publicVars } = loadEnv({ cwd: path.resolve(dir, '..'), prefixes: ['PUBLIC_'] });
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        // Remote URLs come from /remotes.json at runtime, so none are built in.
        remotes: {},
        shared: sharedSingletons(dir),
        // One remote that is down must not stall start-up of the others.
        shareStrategy: 'loaded-first',
        dts: false,
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
    // The heading face is on the first screen of every page: fetched with the scripts instead of
    // after the first render. The text face is not preloaded (its fallback is metric-matched).
    performance: isHost
      ? { preload: { type: 'all-assets', include: [/cinzel-latin-700-normal\.[\w]+\.woff2$/] } }
      : undefined,
    server: { port: APP_PORTS[name], cors: true, historyApiFallback: isHost },
    output: {
      distPath: { root: 'dist' },
      // Remotes must load their chunks from their own origin.
      assetPrefix: isHost ? '/' : 'auto',
      uniqueName: name,
    },
    tools: { rspack: { output: { uniqueName: name } } },
  });
}
