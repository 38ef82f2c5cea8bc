export interface AppInfo {
  name: string;
  dir: string;
  port: number;
  devPort: number;
  role: 'host' | 'remote';
}

export const repoRoot: string;
export const APPS: AppInfo[];
export const SHELL: AppInfo;
export const REMOTES: AppInfo[];
export const RELEASES_TO_KEEP: number;
export function findApp(nameOrDir: string): AppInfo;
export function distOf(app: AppInfo): string;
export function devPortOf(app: AppInfo, env?: Record<string, string | undefined>): number;
export function runtimeEnvSource(env: Record<string, unknown>): string;
export function runtimeEnvScript(env: Record<string, unknown>): string;
