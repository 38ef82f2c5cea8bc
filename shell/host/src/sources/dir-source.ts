// A release directory (`pnpm start`'s .releases/, or a synced copy): read from disk. The registry
// is checked on every request by its file's mtime (a stat), so the request after a release
// sees it; releases' files are immutable and the OS caches them.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { appDir, type Registry } from '../registry';
import { revalidating, type Loaded } from './revalidating';
import type { ReleaseSource } from './source';

interface History {
  versions: { version: string }[];
}

const EMPTY_REGISTRY: Registry = { schema: 1, updatedAt: null, apps: {} };

export function dirSource(
  root: string,
  {
    log,
    baseUrls = {},
  }: { log: (event: Record<string, unknown>) => void; baseUrls?: Record<string, string> },
): ReleaseSource {
  const abs = (key: string) => path.join(root, key);

  function jsonFile<T>(key: string, empty: T) {
    return revalidating<T>({
      name: key,
      ttlMs: 0,
      staleWhileRevalidate: false,
      log,
      async load(tag): Promise<Loaded<T>> {
        const info = await stat(abs(key)).catch(() => null);
        if (!info) return { value: empty, tag: 'missing' };
        const now = `${info.mtimeMs}:${info.size}`;
        if (now === tag) return 'unchanged';
        return { value: JSON.parse(await readFile(abs(key), 'utf8')) as T, tag: now };
      },
    });
  }

  const registry = jsonFile<Registry>('registry.json', EMPTY_REGISTRY);
  const histories = new Map<string, ReturnType<typeof jsonFile<History>>>();

  return {
    describe: () => `release directory ${root}`,
    registry: () => registry.get(),
    loaded: () => registry.loaded(),
    async keptVersions(app) {
      const key = `${appDir(app)}/releases.json`;
      if (!histories.has(key)) histories.set(key, jsonFile<History>(key, { versions: [] }));
      const history = await histories.get(key)!.get();
      return history.versions.map((v) => v.version).reverse();
    },
    async readFile(app, version, file) {
      const folder = abs(`${appDir(app)}/${version}`);
      const filePath = path.join(folder, file);
      if (path.relative(folder, filePath).startsWith('..')) return null;
      return readFile(filePath).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') {
          return null;
        }
        throw error;
      });
    },
    publicBaseUrl: (app) => baseUrls[app] ?? null,
  };
}
