// Object bytes: on disk under the data directory, or in memory for throw-away stacks.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function memoryBlobs(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void blobs.set(key, Buffer.from(bytes)),
    get: async (key) => blobs.get(key) ?? null,
    delete: async (key) => void blobs.delete(key),
  };
}

export function diskBlobs(root: string): BlobStore {
  // Keys are validated object paths (no "..", no empty segments), so they stay under root.
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => rm(file(key), { force: true }),
  };
}
