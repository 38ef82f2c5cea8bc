import type { ReleaseTarget } from './dir-target.mjs';

export function storageTargetFromEnv(env?: Record<string, string | undefined>): ReleaseTarget;
export function storageTarget(options: {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}): ReleaseTarget;
export function storageReadTarget(options: { url: string; bucket: string }): ReleaseTarget;
