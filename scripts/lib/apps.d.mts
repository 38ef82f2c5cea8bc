import type { StaticServer } from './static-server.mjs';

export interface AppInfo {
  name: string;
  dir: string;
  port: number;
}

export const repoRoot: string;
export const REMOTES: AppInfo[];
export const SHELL: AppInfo;
export const APPS: AppInfo[];
export function distOf(app: AppInfo): string;
export function runtimeEnvSource(env: Record<string, unknown>): string;
export function runtimeEnvScript(env: Record<string, unknown>): string;

/** The served site's response headers (security headers; CORS for the shell on the remotes). */
export interface SitePolicy {
  headers(): Record<string, string>;
  corsOrigins(): string[];
}

export function serveRemote(
  remote: AppInfo,
  port?: number,
  policy?: SitePolicy,
): Promise<StaticServer>;

export interface ServedApps {
  shell: StaticServer;
  remotes: Record<string, StaticServer>;
  remotesJson: Record<string, string>;
  policy: SitePolicy;
  close(): Promise<void>;
}

export function serveApps(options?: {
  ports?: Record<string, number>;
  env?: Record<string, unknown>;
  host?: string;
}): Promise<ServedApps>;
