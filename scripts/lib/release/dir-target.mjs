// The local release target: a directory laid out as registry.mjs describes, served over HTTP by
// release-host.mjs exactly as a static host or CDN would serve it (`pnpm start`). Sync it to
// any static host to deploy.
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_STALE_MS = 10 * 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} root the release directory */
export function dirTarget(root) {
  const abs = (key) => path.join(root, key);

  return {
    kind: 'dir',
    root,
    describe: () => `release directory ${root}`,

    async readJson(key) {
      const text = await readFile(abs(key), 'utf8').catch(() => null);
      return text === null ? null : JSON.parse(text);
    },

    /** Written next to its place, then renamed over it: readers see the old or the new file. */
    async writeJson(key, value) {
      const file = abs(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
      await rename(temp, file);
    },

    async readFile(key) {
      return readFile(abs(key)).catch(() => null);
    },

    async hasFile(key) {
      return (await stat(abs(key)).catch(() => null))?.isFile() ?? false;
    },

    /**
     * Copies a build into `prefix` as one step: into a hidden folder first, renamed into place,
     * so a half-copied version is never visible. `release.json` is written into it first.
     */
    async putVersion(prefix, fromDir, releaseJson) {
      const target = abs(prefix);
      const incoming = path.join(path.dirname(target), `.incoming-${process.pid}-${Date.now()}`);
      await cp(fromDir, incoming, { recursive: true });
      await writeFile(
        path.join(incoming, 'release.json'),
        `${JSON.stringify(releaseJson, null, 2)}\n`,
      );
      await rm(target, { recursive: true, force: true });
      await rename(incoming, target);
    },

    async removeVersion(prefix) {
      await rm(abs(prefix), { recursive: true, force: true });
    },

    /** The folder a version's files are in (the host serves from it). */
    localDir: (prefix) => abs(prefix),

    /** Served by release-host.mjs, which knows each app's origin. */
    publicBaseUrl: () => null,

    /** Serialises registry updates of releases running at once (another team, another shell). */
    async withLock(fn) {
      await mkdir(root, { recursive: true });
      const lock = abs('.lock');
      for (let waited = 0; ; waited += 200) {
        try {
          await mkdir(lock);
          break;
        } catch (error) {
          if (error.code !== 'EEXIST') throw error;
          const since = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? Date.now());
          if (since > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
          else if (waited > 120_000) {
            throw new Error(`${lock} is held by another release`, { cause: error });
          } else await sleep(200);
        }
      }
      try {
        return await fn();
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    },
  };
}
