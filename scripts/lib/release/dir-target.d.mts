/** Where releases live: a release directory or a storage bucket (same keys, same operations). */
export interface ReleaseTarget {
  kind: 'dir' | 'storage';
  /** What another process needs to open (or, for storage, read) this target. */
  spec: { kind: 'dir'; root: string } | { kind: 'storage'; url: string; bucket: string };
  describe(): string;
  readJson(key: string): Promise<unknown>;
  writeJson(key: string, value: unknown): Promise<void>;
  readFile(key: string): Promise<Buffer | null>;
  hasFile(key: string): Promise<boolean>;
  putVersion(prefix: string, fromDir: string, releaseJson: unknown): Promise<void>;
  removeVersion(prefix: string): Promise<void>;
  localDir?: (prefix: string) => string;
  publicBaseUrl(app: { dir: string }): string | null;
  withLock<T>(fn: () => Promise<T>, options?: { log?: (line: string) => void }): Promise<T>;
  /** The lock, when one is there: its owner and whether that release still runs. */
  lockStatus(): Promise<{
    owner: unknown;
    state: { state: 'alive' | 'dead'; reason?: string };
  } | null>;
  /** `pnpm releases`' line about the lock, or null when there is none. */
  describeLock(): Promise<string | null>;
}

export function dirTarget(root: string): ReleaseTarget & { root: string };
