// The host's configuration, from the environment only (README "The front door in production").
import os from 'node:os';
import type { RuntimeEnv } from './document/head';
import type { Candidate } from './sources/source';

export interface HostConfig {
  port: number;
  /** The address to listen on. */
  host: string;
  /** The public origin: canonical URLs, link previews, the sitemap, the CSP's 'self'. */
  siteUrl: string;
  /** A release directory, or a Storage bucket's public URL. */
  releases: { kind: 'dir'; path: string } | { kind: 'storage'; bucketUrl: string };
  /** Where browsers load each app's releases from (federation name → base URL), when not the bucket. */
  remoteUrls: Record<string, string> | { prefix: string } | null;
  runtimeEnv: RuntimeEnv | null;
  /** Proxies in front (TRUST_PROXY) whose forwarding headers are believed; 0: none. */
  trustProxyHops: number;
  workers: number;
  budgetMs: number;
  dataBudgetMs: number;
  workerMemoryMb: number;
  registryTtlMs: number;
  /** How often the site settings are read again from the database. */
  settingsTtlMs: number;
  staticCacheBytes: number;
  /** On SIGTERM, how long `/readyz` answers 503 while everything is served, before closing. */
  shutdownDelayMs: number;
  shutdownGraceMs: number;
  /** Learn each live remote's page modules at once (true), or when a page of it is asked for. */
  learnAhead: boolean;
  /** The release gate's candidate, served in place of its app's live version. */
  candidate: Candidate | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new ConfigError(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
};

function url(name: string, raw: string): string {
  try {
    const parsed = new URL(raw);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('not http(s)');
    return parsed.href;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
}

function remoteUrls(raw: string | undefined): HostConfig['remoteUrls'] {
  if (!raw) return null;
  if (raw.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new ConfigError('NORSECRAFT_REMOTE_URLS is not valid JSON');
    }
    return Object.fromEntries(
      Object.entries(parsed as Record<string, string>).map(([name, base]) => [
        name,
        url(`NORSECRAFT_REMOTE_URLS.${name}`, base),
      ]),
    );
  }
  const prefix = url('NORSECRAFT_REMOTE_URLS', raw);
  return { prefix: prefix.endsWith('/') ? prefix : `${prefix}/` };
}

/** TRUST_PROXY: unset, `0` or `false`: none; `1` or `true`: one proxy; `N`: N in a row. */
function trustProxyHops(raw: string | undefined): number {
  if (!raw || raw === 'false') return 0;
  if (raw === 'true') return 1;
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (0, 1, 2…) or true/false (got "${raw}")`,
    );
  }
  return Number(raw);
}

/** Reads and checks the configuration; throws a ConfigError naming what is wrong or missing. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const siteUrl = env.NORSECRAFT_SITE_URL;
  if (!siteUrl) {
    throw new ConfigError(
      'NORSECRAFT_SITE_URL is required: the public origin of the site (e.g. https://norsecraft.net), for canonical URLs, link previews and the sitemap',
    );
  }
  const releases = env.NORSECRAFT_RELEASES;
  if (!releases) {
    throw new ConfigError(
      'NORSECRAFT_RELEASES is required: a release directory, or the public URL of the Storage bucket releases are published to',
    );
  }
  const supabaseUrl = env.PUBLIC_SUPABASE_URL;
  const supabaseAnonKey = env.PUBLIC_SUPABASE_ANON_KEY;
  if (Boolean(supabaseUrl) !== Boolean(supabaseAnonKey)) {
    throw new ConfigError('PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY go together');
  }
  let candidate: Candidate | null = null;
  if (env.HOST_CANDIDATE) {
    try {
      candidate = JSON.parse(env.HOST_CANDIDATE) as Candidate;
    } catch {
      throw new ConfigError('HOST_CANDIDATE is not valid JSON');
    }
  }
  return {
    port: number(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    siteUrl: url('NORSECRAFT_SITE_URL', siteUrl).replace(/\/$/, ''),
    releases: /^https?:\/\//.test(releases)
      ? { kind: 'storage', bucketUrl: url('NORSECRAFT_RELEASES', releases) }
      : { kind: 'dir', path: releases },
    remoteUrls: remoteUrls(env.NORSECRAFT_REMOTE_URLS),
    runtimeEnv:
      supabaseUrl && supabaseAnonKey
        ? {
            supabaseUrl,
            supabaseAnonKey,
            ...(env.PUBLIC_CAPTCHA_SITE_KEY ? { captchaSiteKey: env.PUBLIC_CAPTCHA_SITE_KEY } : {}),
          }
        : null,
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    workers: number(env, 'RENDER_WORKERS', os.availableParallelism(), 1),
    budgetMs: number(env, 'RENDER_BUDGET_MS', 1000, 1),
    dataBudgetMs: number(env, 'RENDER_DATA_BUDGET_MS', 1500),
    workerMemoryMb: number(env, 'RENDER_WORKER_MEMORY_MB', 256, 16),
    registryTtlMs: number(env, 'REGISTRY_TTL_MS', 2000),
    settingsTtlMs: number(env, 'SETTINGS_TTL_MS', 1000),
    staticCacheBytes: number(env, 'STATIC_CACHE_MB', 256, 1) * 1024 * 1024,
    shutdownDelayMs: number(env, 'SHUTDOWN_DELAY_MS', 5000),
    shutdownGraceMs: number(env, 'SHUTDOWN_GRACE_MS', 20_000),
    learnAhead: env.RENDER_LEARN_AHEAD !== '0',
    candidate,
  };
}
