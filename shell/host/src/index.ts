// The host's programmatic API, for the scripts that run beside it: the service itself (`pnpm
// start`, the e2e harness), the release gate's renderer and the static export of a release.
import os from 'node:os';
import type { HostConfig } from './config';
import { pageSummary } from './document/head';
import type { Log } from './http/access-log';
import type { PageDocument } from './render/documents';
import { createSite, type SiteConfig } from './site';
import type { Candidate } from './sources/source';

export { ConfigError, readConfig, type HostConfig } from './config';
export { startHost, type RunningHost } from './host';
export { exportStaticSite, type StaticExportOptions } from './export/static-export';
export type { Candidate } from './sources/source';
export { SERVER_STYLES_ID } from '@norsecraft/shared/document';

export interface SiteRendererOptions {
  /** A release directory, or a Storage bucket's public URL. */
  releases: string;
  /** A build rendered in place of its app's live version (the release gate's candidate). */
  candidate?: Candidate;
  siteUrl?: string;
  runtimeEnv?: HostConfig['runtimeEnv'];
  remoteUrls?: HostConfig['remoteUrls'];
  budgetMs?: number;
  workers?: number;
  log?: Log;
}

/** The text of the h1 a document's page carries, or null (not rendered, or no heading). */
export function documentHeading(html: string): string | null {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return pageSummary(root).heading;
}

export interface RenderedPath extends PageDocument {
  /** The text of the page's h1, or null when the HTML has none (not rendered, or no heading). */
  heading: string | null;
}

/**
 * Renders paths of the site as the host serves them, for a registry state: the live one, or the
 * live one with `candidate` in place of its app (the release gate asks this of each page a
 * candidate serves before it goes live). Same workers, budget and documents as the service.
 */
export function createSiteRenderer(options: SiteRendererOptions) {
  const config: SiteConfig = {
    siteUrl: options.siteUrl ?? 'http://localhost:3000',
    releases: /^https?:\/\//.test(options.releases)
      ? { kind: 'storage', bucketUrl: options.releases }
      : { kind: 'dir', path: options.releases },
    remoteUrls: options.remoteUrls ?? null,
    runtimeEnv: options.runtimeEnv ?? null,
    workers: options.workers ?? Math.max(1, Math.min(2, os.availableParallelism())),
    budgetMs: options.budgetMs ?? 1000,
    dataBudgetMs: 1500,
    workerMemoryMb: 256,
    registryTtlMs: 0,
    staticCacheBytes: 256 * 1024 * 1024,
    candidate: options.candidate ?? null,
  };
  const { pool, documents } = createSite(config, options.log ?? (() => {}));
  return {
    async render(pathname: string): Promise<RenderedPath> {
      const document = await documents.page(pathname);
      return { ...document, heading: documentHeading(document.html) };
    },
    /** The registry state rendered (as browsers get it). */
    registry: () => documents.registry(),
    close: () => pool.close(),
  };
}
