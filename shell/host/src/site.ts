// The pieces a host is made of, from its configuration: the release source (with the gate's
// candidate in place), the render workers and the page documents; the service (host.ts) is made
// of them.
import { securityHeaders } from '../../../scripts/lib/security-headers.mjs';
import type { HostConfig } from './config';
import { runtimeEnvSource } from './document/head';
import { PAGE_SCRIPT } from './document/page-script';
import type { Log } from './http/access-log';
import { appDir, appNames } from './registry';
import { createDocuments } from './render/documents';
import { createRenderPool } from './render/pool';
import { withCandidate } from './sources/candidate-source';
import { siteSettingsSource } from './sources/site-settings';
import { dirSource } from './sources/dir-source';
import type { ReleaseSource } from './sources/source';
import { storageSource } from './sources/storage-source';

export type SiteConfig = Pick<
  HostConfig,
  | 'siteUrl'
  | 'releases'
  | 'remoteUrls'
  | 'runtimeEnv'
  | 'workers'
  | 'budgetMs'
  | 'dataBudgetMs'
  | 'workerMemoryMb'
  | 'registryTtlMs'
  | 'settingsTtlMs'
  | 'staticCacheBytes'
  | 'candidate'
  | 'learnAhead'
>;

/** Where browsers load an app's releases from, when configured apart from the source. */
function configuredBaseUrl(remoteUrls: HostConfig['remoteUrls'], app: string): string | null {
  if (!remoteUrls) return null;
  if ('prefix' in remoteUrls && typeof remoteUrls.prefix === 'string')
    return `${remoteUrls.prefix}${appDir(app)}/`;
  return (remoteUrls as Record<string, string>)[app] ?? null;
}

export function openSource(config: SiteConfig, log: Log): ReleaseSource {
  const base =
    config.releases.kind === 'dir'
      ? dirSource(config.releases.path, { log })
      : storageSource({
          bucketUrl: config.releases.bucketUrl,
          ttlMs: config.registryTtlMs,
          cacheBytes: config.staticCacheBytes,
          log,
        });
  const source: ReleaseSource = {
    ...base,
    publicBaseUrl: (app) => configuredBaseUrl(config.remoteUrls, app) ?? base.publicBaseUrl(app),
  };
  return config.candidate ? withCandidate(source, config.candidate) : source;
}

/** The source, the render pool and the documents of one site. */
export function createSite(config: SiteConfig, log: Log) {
  const source = openSource(config, log);
  const pool = createRenderPool({
    workerFile: new URL('./render-worker.js', import.meta.url),
    size: config.workers,
    budgetMs: config.budgetMs,
    dataBudgetMs: config.dataBudgetMs,
    memoryMb: config.workerMemoryMb,
    setup: { runtimeEnv: config.runtimeEnv },
    readFile: (app, version, file) => source.readFile(app, version, file),
    log,
  });
  const settings = siteSettingsSource({
    runtimeEnv: config.runtimeEnv,
    ttlMs: config.settingsTtlMs,
    log,
  });
  const documents = createDocuments({
    source,
    pool,
    siteUrl: config.siteUrl,
    runtimeEnv: config.runtimeEnv,
    settings,
    learnAhead: config.learnAhead,
    log,
  });
  return { source, pool, documents, settings };
}

/**
 * The security headers of the site's pages: the CSP names the site's origin, the origins the
 * remotes' code comes from (and the candidate's), the Supabase project, the map of the site
 * settings and the hashes of the two inline scripts a page may carry.
 */
export function siteHeaders(
  config: SiteConfig,
  source: ReleaseSource,
  mapUrl?: string,
): Record<string, string> {
  const names = new Set([...appNames(), ...Object.keys(config.remoteUrls ?? {})]);
  const remoteOrigins = [...names]
    .map((name) => source.publicBaseUrl(name))
    .filter((url): url is string => Boolean(url && /^https?:/.test(url)));
  const candidateEntry = config.candidate?.entry.entry;
  return securityHeaders({
    appOrigins: [
      config.siteUrl,
      ...remoteOrigins,
      ...(candidateEntry && /^https?:/.test(candidateEntry) ? [candidateEntry] : []),
    ],
    supabaseUrl: config.runtimeEnv?.supabaseUrl,
    mapUrl,
    captcha: Boolean(config.runtimeEnv?.captchaSiteKey),
    inlineScripts: [
      PAGE_SCRIPT,
      ...(config.runtimeEnv ? [runtimeEnvSource(config.runtimeEnv)] : []),
    ],
  });
}
