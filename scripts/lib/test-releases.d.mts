import type { AppInfo } from './apps.mjs';

export function wrapRoutes(body: string): string;
export function stallOn(pathname: string, ms: number, options?: { marker?: string }): string;
export function patchedServerBuild(
  target: unknown,
  app: AppInfo,
  patch: string,
  options?: { label?: string },
): Promise<{ dir: string; release: { version: string }; remove(): Promise<void> }>;
export function releasePatchedServerBuild(
  target: unknown,
  app: AppInfo,
  patch: string,
  options?: { label?: string },
): Promise<string>;
export function releaseShellWithRenamedEntry(
  target: unknown,
): Promise<{ before: string; after: string; version: string }>;
