// A bounded in-memory cache of immutable release files (a CDN edge's cache of its origin): the
// least recently used go first once the bytes held pass the bound, and concurrent requests for
// one file share one read. The files the live registry state needs are kept apart, outside the
// bound (`keep`): they are there when the source is down, however much else was read.

export interface FileCache {
  get(key: string, read: () => Promise<Buffer | null>): Promise<Buffer | null>;
  /**
   * Reads every key not held yet and keeps them all for good, in place of the ones kept before
   * (which go back to the bounded part). Rejects, keeping the former set, when a read fails.
   */
  keep(keys: string[], read: (key: string) => Promise<Buffer | null>): Promise<void>;
  /** Bytes held now in the bounded part. */
  size(): number;
}

/** Files read at once while a state's files are fetched. */
const KEEP_READS_AT_ONCE = 8;

export function createFileCache(maxBytes: number): FileCache {
  const files = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer | null>>();
  let kept = new Map<string, Buffer>();
  let bytes = 0;

  /** Into the bounded part, dropping the least recently used past the bound. */
  function hold(key: string, body: Buffer) {
    if (body.length > maxBytes) return;
    files.set(key, body);
    bytes += body.length;
    for (const [oldest, old] of files) {
      if (bytes <= maxBytes) break;
      files.delete(oldest);
      bytes -= old.length;
    }
  }

  function get(key: string, read: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const always = kept.get(key);
    if (always) return Promise.resolve(always);
    const held = files.get(key);
    if (held) {
      // Most recently used last.
      files.delete(key);
      files.set(key, held);
      return Promise.resolve(held);
    }
    let pending = reading.get(key);
    if (!pending) {
      pending = read().then((body) => {
        if (body) hold(key, body);
        return body;
      });
      reading.set(key, pending);
      void pending.finally(() => reading.delete(key)).catch(() => {});
    }
    return pending;
  }

  return {
    size: () => bytes,
    get,
    async keep(keys, read) {
      const next = new Map<string, Buffer>();
      const queue = [...new Set(keys)];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          const body = await get(key, () => read(key));
          if (body) next.set(key, body);
        }
      };
      await Promise.all(Array.from({ length: KEEP_READS_AT_ONCE }, worker));
      const former = kept;
      kept = next;
      for (const [key, body] of former) if (!next.has(key) && !files.has(key)) hold(key, body);
      for (const key of next.keys()) {
        const body = files.get(key);
        if (!body) continue;
        files.delete(key);
        bytes -= body.length;
      }
    },
  };
}
