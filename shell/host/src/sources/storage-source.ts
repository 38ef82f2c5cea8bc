// A Supabase Storage bucket (the `storage` release target), read through its public object URLs:
// no key is needed. The registry and histories are held in memory and revalidated with their
// ETags at most once per TTL, served from memory meanwhile and kept when Storage fails; release
// files are immutable and come from a bounded local cache.
import { appDir, type Registry } from '../registry';
import { createFileCache } from './file-cache';
import { revalidating, type Loaded } from './revalidating';
import type { ReleaseSource } from './source';

export interface StorageSourceOptions {
  /** The bucket's public URL: `https://<ref>.supabase.co/storage/v1/object/public/<bucket>/`. */
  bucketUrl: string;
  ttlMs: number;
  cacheBytes: number;
  log: (event: Record<string, unknown>) => void;
  /** Per request to Storage. */
  timeoutMs?: number;
}

const EMPTY_REGISTRY: Registry = { schema: 1, updatedAt: null, apps: {} };

export function storageSource({
  bucketUrl,
  ttlMs,
  cacheBytes,
  log,
  timeoutMs = 3000,
}: StorageSourceOptions): ReleaseSource {
  const base = bucketUrl.endsWith('/') ? bucketUrl : `${bucketUrl}/`;
  const files = createFileCache(cacheBytes);

  async function request(key: string, headers: Record<string, string> = {}) {
    const response = await fetch(new URL(key, base), {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (
      response.status >= 500 ||
      (response.status >= 400 && response.status !== 404 && response.status !== 400)
    ) {
      throw new Error(`Storage answered ${response.status} for ${key}`);
    }
    return response;
  }

  function jsonObject<T>(key: string, empty: T) {
    return revalidating<T>({
      name: key,
      ttlMs,
      staleWhileRevalidate: true,
      log,
      async load(tag): Promise<Loaded<T>> {
        const response = await request(key, tag ? { 'If-None-Match': tag } : {});
        if (response.status === 304) return 'unchanged';
        // Storage answers a missing object with 400 or 404 ("Object not found").
        if (!response.ok) return { value: empty, tag: null };
        return { value: (await response.json()) as T, tag: response.headers.get('etag') };
      },
    });
  }

  const registry = jsonObject<Registry>('registry.json', EMPTY_REGISTRY);
  const histories = new Map<
    string,
    ReturnType<typeof jsonObject<{ versions: { version: string }[] }>>
  >();

  return {
    describe: () => `Storage bucket ${base}`,
    registry: () => registry.get(),
    loaded: () => registry.loaded(),
    async keptVersions(app) {
      const key = `${appDir(app)}/releases.json`;
      if (!histories.has(key)) histories.set(key, jsonObject(key, { versions: [] }));
      const history = await histories.get(key)!.get();
      return history.versions.map((v) => v.version).reverse();
    },
    readFile(app, version, file) {
      const key = `${appDir(app)}/${version}/${file}`;
      return files.get(key, async () => {
        const response = await request(key.split('/').map(encodeURIComponent).join('/'));
        return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
      });
    },
    publicBaseUrl: (app) => new URL(`${appDir(app)}/`, base).href,
  };
}
