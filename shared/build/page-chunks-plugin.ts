import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

/** The file a remote's browser build writes next to its mf-manifest.json. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}

/**
 * A module's source paths: a concatenated module ("./src/items-page.tsx + 7 modules") stands for
 * its root — the target of the dynamic import that made the chunk — and the modules inside it.
 */
const sourcesOf = (module: StatsModule): string[] => [
  ...(module.name ? [module.name.replace(/ \+ \d+ modules?$/, '')] : []),
  ...(module.modules ?? []).flatMap(sourcesOf),
];

/**
 * Writes `page-chunks.json`: for every module of the remote's lazily loaded chunks, the files of
 * the chunks holding it (`{ "./src/features/items/items-page.tsx": ["static/js/async/x.js"] }`).
 * The HTML host learns from the server build which modules a page evaluates and preloads
 * these files with the page's HTML, so the page's code is not discovered one import at a time.
 */
export class PageChunksPlugin {
  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.done.tap('norsecraft-page-chunks', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        // Every module: stats otherwise lists a few per chunk and counts the rest.
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const { chunks = [] } = json;
      const files = new Map<string, Set<string>>();
      for (const chunk of chunks) {
        if (chunk.initial) continue;
        const js = (chunk.files ?? []).filter((file) => file.endsWith('.js'));
        const sources = (chunk.modules ?? []).flatMap((m) => sourcesOf(m as StatsModule));
        // The remote's own modules; packages come from the shell (shared singletons).
        for (const source of sources.filter((name) => name.startsWith('./src/'))) {
          const set = files.get(source) ?? new Set<string>();
          for (const file of js) set.add(file);
          files.set(source, set);
        }
      }
      const map = Object.fromEntries(
        [...files].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]),
      );
      writeFileSync(path.join(compiler.outputPath, PAGE_CHUNKS_FILE), `${JSON.stringify(map)}\n`);
    });
  }
}
