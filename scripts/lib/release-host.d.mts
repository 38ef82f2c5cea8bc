import type { AppInfo } from './apps.mjs';
import type { ReleaseTarget } from './release/dir-target.mjs';
import type { StaticServer } from './static-server.mjs';

/** The host's own process (host.mjs spawnHost). */
export interface HostProcess {
  process: import('node:child_process').ChildProcess;
  /** Every JSON line the host logged so far (the last 5000): requests and events. */
  logs(): Record<string, unknown>[];
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM: it drains) and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServedSite {
  url: string;
  host: HostProcess;
  remotes: Record<string, StaticServer>;
  remoteOrigins: Record<string, string>;
  /** The served site's response headers, for a remote served again (serveRemoteReleases). */
  policy: SitePolicy;
  registry(): Promise<{
    schema: number;
    updatedAt: string | null;
    apps: Record<string, RegistryEntry>;
  }>;
  close(): Promise<void>;
}

export interface RegistryEntry {
  version: string;
  releasedAt: string;
  integrity: string;
  entry?: string;
  html?: string;
  pages?: { path: string; title?: string; guard?: string; nav?: Record<string, unknown> }[];
}

/** The served site's response headers (security headers; CORS for the shell on the remotes). */
export interface SitePolicy {
  headers(): Record<string, string>;
  corsOrigins(): string[];
}

export function serveRemoteReleases(
  target: ReleaseTarget,
  remote: AppInfo,
  options?: { port?: number; host?: string; policy?: SitePolicy },
): Promise<StaticServer>;

export function serveSite(options: {
  target: ReleaseTarget;
  ports?: Record<string, number>;
  host?: string;
  env?: { supabaseUrl: string; supabaseAnonKey: string };
  candidate?: { app: AppInfo; dir: string; release: unknown };
  siteUrl?: string;
  /** More of the host's configuration (README "The front door in production"). */
  hostEnv?: Record<string, string>;
  onLog?: (entry: Record<string, unknown>) => void;
}): Promise<ServedSite>;
