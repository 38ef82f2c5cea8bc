import type { AppInfo } from '../apps.mjs';
import type { ReleaseTarget } from './dir-target.mjs';

export const DEFAULT_RELEASE_DIR: string;
export function openTarget(options?: { target?: string; dir?: string }): Promise<ReleaseTarget>;
export function releaseMissingApps(
  target: ReleaseTarget,
  options?: {
    log?: (line: string) => void;
    build?: boolean;
    runtimeEnv?: { supabaseUrl: string; supabaseAnonKey: string };
  },
): Promise<AppInfo[]>;
