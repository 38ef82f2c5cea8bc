// A Supabase Storage bucket (the `storage` release target), read through its public object URLs:
// no key is needed. The registry and histories are held in memory and revalidated with their
// ETags once per TTL — the registry in the background too, so an instance no visitor asked for a
// while serves the bucket's registry, not one from before — served from memory meanwhile and
// kept when Storage fails; release files are immutable and come from a local cache. A new
// registry is served only once every file its pages need on the host is fetched and kept
// (start-files.ts): an outage that begins after it still serves the live shell's files.
import { appDir, SHELL, type Registry } from '../registry';
import { createFileCache } from './file-cache';
import { revalidating, type Loaded } from './revalidating';
import type { ReleaseSource } from './source';
import { RELEASE_LISTING, startFiles } from './start-files';

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

  /** `accept`: what must be done with a new value before it is served (a throw keeps the old). */
  function jsonObject<T>(
    key: string,
    empty: T,
    accept: (value: T) => Promise<void> = async () => {},
  ) {
    return revalidating<T>({
      name: key,
      ttlMs,
      staleWhileRevalidate: true,
      log,
      async load(tag): Promise<Loaded<T>> {
        const response = await request(key, tag ? { 'If-None-Match': tag } : {});
        if (response.status === 304) return 'unchanged';
        // Storage answers a missing object with 400 or 404 ("Object not found").
        const value = response.ok ? ((await response.json()) as T) : empty;
        await accept(value);
        return { value, tag: response.ok ? response.headers.get('etag') : null };
      },
    });
  }

  function readFile(app: string, version: string, file: string) {
    const key = `${appDir(app)}/${version}/${file}`;
    return files.get(key, () => readObject(key));
  }

  async function readObject(key: string) {
    const response = await request(key.split('/').map(encodeURIComponent).join('/'));
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }

  /** Fetches and keeps every file the state's pages need on the host (start-files.ts). */
  async function keepStartFiles(state: Registry) {
    const shell = state.apps[SHELL];
    const listing = shell ? await readFile(SHELL, shell.version, RELEASE_LISTING) : null;
    const shellFiles = listing
      ? (JSON.parse(listing.toString('utf8')) as { files: { path: string }[] }).files
      : [];
    const wanted = startFiles(state, shellFiles).map(
      ({ app, version, file }) => `${appDir(app)}/${version}/${file}`,
    );
    // The shell's history too: its files are looked up through its kept versions.
    await Promise.all([files.keep(wanted, readObject), shell ? keptVersions(SHELL) : null]);
    log({
      event: 'registry-loaded',
      versions: Object.fromEntries(Object.entries(state.apps).map(([n, e]) => [n, e.version])),
      keptFiles: wanted.length,
    });
  }

  const histories = new Map<
    string,
    ReturnType<typeof jsonObject<{ versions: { version: string }[] }>>
  >();
  async function keptVersions(app: string) {
    const key = `${appDir(app)}/releases.json`;
    if (!histories.has(key)) histories.set(key, jsonObject(key, { versions: [] }));
    const history = await histories.get(key)!.get();
    return history.versions.map((v) => v.version).reverse();
  }

  const registry = jsonObject<Registry>('registry.json', EMPTY_REGISTRY, keepStartFiles);
  // Revalidated whether or not anyone asks (a check at most once per TTL, as for requests).
  setInterval(() => void registry.get().catch(() => {}), Math.max(ttlMs, 50)).unref();
  return {
    describe: () => `Storage bucket ${base}`,
    registry: () => registry.get(),
    loaded: () => registry.loaded(),
    keptVersions,
    readFile,
    publicBaseUrl: (app) => new URL(`${appDir(app)}/`, base).href,
  };
}
