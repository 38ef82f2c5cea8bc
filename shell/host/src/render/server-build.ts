// The apps' server builds (`server/render.cjs` in each release, built by create-app-config.ts),
// as a render worker evaluates them: CommonJS, with a `require` that hands a remote the shell's
// copies of the shared singletons (one React, one router), as the browser build does.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { PageLanguage } from '@norsecraft/shared/languages';
import { resolveUrl } from '../registry';

export const SERVER_BUILD = 'server/render.cjs';
/** A remote's browser build: its lazily loaded modules → the chunk files holding them. */
export const PAGE_CHUNKS = 'page-chunks.json';

/** What the shell's server build exports (shell/src/server-render.tsx). */
export interface ShellServerBuild {
  singletons: Record<string, unknown>;
  renderPage(request: {
    pathname: string;
    registry: unknown;
    registryUrl: string;
    remotes: Record<string, unknown>;
    queryState?: unknown;
  }): Promise<{ html: string; css: string; status?: number; stylesVersion?: string }>;
  loadPageQueries?(request: {
    pathname: string;
    remote: unknown;
  }): Promise<{ queries: unknown[] } | null>;
  /** Creates every component of its source now (shared/build/server-modules.ts). */
  evaluateAllModules?(): void;
}

/** What a remote's server build exports (shared/build/remote-server-entry.ts). */
export interface RemoteServerBuild {
  evaluatedModules(): string[];
  evaluateAllModules?(): void;
}

export function evaluateServerBuild<T>(
  code: string,
  filename: string,
  provided: Record<string, unknown> = {},
): T {
  const module = { exports: {} };
  const nodeRequire = createRequire(filename);
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const requireFn = (id: string) => (Object.hasOwn(provided, id) ? provided[id] : nodeRequire(id));
  wrapper(module.exports, requireFn, module, filename, path.dirname(filename));
  return module.exports as T;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A message catalog's module (`./src/locales/sv/games.json`) and its language. */
const CATALOG_MODULE = /[\\/]locales[\\/]([a-z]{2}(?:-[A-Z]{2})?)[\\/][a-z-]+\.json$/;

/** Whether a page in `language` loads the module: a catalog of another language it does not. */
export function moduleOfLanguage(id: string, language: PageLanguage): boolean {
  const catalogLanguage = CATALOG_MODULE.exec(id)?.[1];
  return !catalogLanguage || catalogLanguage === 'en' || catalogLanguage === language;
}

/**
 * The preload list of a rendered page: the remote's entry and `./routes` chunks from its
 * mf-manifest.json, and the chunks holding the modules its server build evaluated for the page
 * (learned in every language) that a page in `language` loads.
 */
export function remoteScripts({
  manifest,
  pageChunks,
  modules,
  language,
  baseUrl,
}: {
  manifest: Manifest;
  pageChunks: Record<string, string[]>;
  modules: string[];
  language: PageLanguage;
  baseUrl: string;
}): string[] {
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const files = [
    manifest.metaData?.remoteEntry?.name,
    ...(routes?.assets?.js?.sync ?? []),
    ...modules.filter((id) => moduleOfLanguage(id, language)).flatMap((id) => pageChunks[id] ?? []),
  ].filter((file): file is string => Boolean(file));
  return [...new Set(files)].map((file) => resolveUrl(file, baseUrl));
}
