// A bounded in-memory cache of immutable release files (a CDN edge's cache of its origin): the
// least recently used go first once the bytes held pass the bound, and concurrent requests for
// one file share one read.

export interface FileCache {
  get(key: string, read: () => Promise<Buffer | null>): Promise<Buffer | null>;
  /** Bytes held now. */
  size(): number;
}

export function createFileCache(maxBytes: number): FileCache {
  const files = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer | null>>();
  let bytes = 0;

  function keep(key: string, body: Buffer) {
    if (body.length > maxBytes) return;
    files.set(key, body);
    bytes += body.length;
    for (const [oldest, old] of files) {
      if (bytes <= maxBytes) break;
      files.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    size: () => bytes,
    async get(key, read) {
      const held = files.get(key);
      if (held) {
        // Most recently used last.
        files.delete(key);
        files.set(key, held);
        return held;
      }
      let pending = reading.get(key);
      if (!pending) {
        pending = read().then((body) => {
          if (body) keep(key, body);
          return body;
        });
        reading.set(key, pending);
        void pending.finally(() => reading.delete(key)).catch(() => {});
      }
      return pending;
    },
  };
}
