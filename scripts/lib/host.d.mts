import type { HostProcess } from './release-host.mjs';

export const HOST_MAIN: string;
export function ensureHostBuilt(): void;
export function loadHost(): Promise<typeof import('../../shell/host/src/index')>;
export function spawnHost(options: {
  env: Record<string, string>;
  onLog?: (entry: Record<string, unknown>) => void;
}): Promise<HostProcess>;
