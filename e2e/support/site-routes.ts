import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, repoRoot } from '../../scripts/lib/apps.mjs';
import type { PageEntry } from '../../shared/src/pages/page-manifest';

export interface SiteRoute extends PageEntry {
  /** Federation name of the remote whose page manifest lists the route. */
  remote: string;
  /** A URL of the page: the path, with a sample value for each `:name` segment. */
  visit: string;
}

/**
 * Values the seed has for path parameters (seed.sql, supabase/seeds); any other parameter gets
 * 'sample'.
 */
const SAMPLE_PARAMETERS: Record<string, string> = {
  player: 'LokiTrickster99',
  name: 'Ragnar_Lothbrok',
  slug: 'claiming-land',
  post: 'winter-nights-event',
  page: '2',
  kind: 'rules',
};

// The apps' packages are CommonJS to Node, so named exports come through require (Playwright
// transpiles the TypeScript).
const require = createRequire(import.meta.url);

/**
 * Every route of the site, read from each remote's page manifest (`<remote>/src/pages.ts`, the
 * one apps.json lists) — the manifests the shell builds its route table from. Specs that sweep
 * every route (a11y, layout) enumerate them here, so a page a remote adds is covered with no
 * change to the specs. Synchronous, so specs can generate tests from it.
 */
export function siteRoutes(): SiteRoute[] {
  return REMOTES.flatMap((remote) => {
    const { pages } = require(path.join(repoRoot, remote.dir, 'src/pages.ts')) as {
      pages: readonly PageEntry[];
    };
    return pages.map((page) => ({
      ...page,
      remote: remote.name,
      visit: page.path.replace(
        /:([a-zA-Z0-9]+)/g,
        (_, name: string) => SAMPLE_PARAMETERS[name] ?? 'sample',
      ),
    }));
  });
}
