// The packages every app shares as federation singletons (create-app-config.ts).
import { createRequire } from 'node:module';
import path from 'node:path';

const sharedPackageVersion = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;

/**
 * One React, one router, one jotai store, one theme, one Supabase client, one query cache and one
 * i18n runtime (the page's language and every app's catalogs) across all apps.
 */
export function sharedSingletons(appDir: string) {
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
    // The site's routing API only (react-router-dom.ts), under the package's name and version.
    // Named by its package export, not its file: the bundle keeps this name, and a path would
    // carry the build machine's folders into it.
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: '@norsecraft/shared/router',
      version: versionOf('react-router-dom'),
    },
    jotai: singleton('jotai'),
    '@lingui/core': singleton('@lingui/core'),
    'jotai/utils': singleton('jotai', versionOf('jotai')),
    'styled-components': singleton('styled-components'),
    '@supabase/supabase-js': singleton('@supabase/supabase-js'),
    // The shell's QueryClient reaches every remote through this one React context.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@norsecraft/shared': { singleton: true, requiredVersion: `^${sharedPackageVersion}` },
  };
}
