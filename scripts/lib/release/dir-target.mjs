// The local release target: a directory laid out as registry.mjs describes, served over HTTP by
// release-host.mjs exactly as a static host or CDN would serve it (`pnpm start`). Sync it to
// any static host to deploy.
import { randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  currentOwner,
  describeLock,
  describeOwner,
  lockState,
  processRuns,
} from './lock-owner.mjs';

const LOCK_WAIT_MS = 120_000;
/** A lock breaker killed in its few milliseconds leaves this; older than that, it is ignored. */
const BREAKER_STALE_MS = 5_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} root the release directory */
export function dirTarget(root) {
  const abs = (key) => path.join(root, key);

  /**
   * Takes the lock with its owner in it: the owner is written into a folder of this process's
   * own, which is then renamed into place (a rename onto a lock that exists fails). A lock is
   * never seen without its owner, however the release taking it is killed.
   */
  async function takeLock() {
    const incoming = abs(`.lock-incoming-${process.pid}-${randomUUID()}`);
    await mkdir(incoming);
    try {
      await writeFile(path.join(incoming, 'owner.json'), JSON.stringify(currentOwner()));
      await rename(incoming, abs('.lock'));
      return true;
    } catch (error) {
      if (error.code === 'EEXIST' || error.code === 'ENOTEMPTY') return false;
      throw error;
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  /** What a release killed while taking or dropping the lock left beside it. */
  async function removeLeftovers() {
    for (const name of await readdir(root).catch(() => [])) {
      const pid = /^\.lock-(?:incoming|outgoing)-(\d+)-/.exec(name)?.[1];
      if (pid && !processRuns(Number(pid))) await rm(abs(name), { recursive: true, force: true });
    }
  }

  /** Removes the lock as one step (renamed away first), so no owner-less lock is left behind. */
  async function dropLock() {
    const outgoing = abs(`.lock-outgoing-${process.pid}-${randomUUID()}`);
    try {
      await rename(abs('.lock'), outgoing);
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    await rm(outgoing, { recursive: true, force: true });
  }

  async function lockStatus() {
    const lock = abs('.lock');
    const info = await stat(lock).catch(() => null);
    if (!info) return null;
    const owner = await readFile(path.join(lock, 'owner.json'), 'utf8')
      .then(JSON.parse)
      .catch(() => null);
    return { owner, state: lockState(owner, { modifiedAt: info.mtimeMs }) };
  }

  /**
   * Removes a dead lock, unless another release has replaced it meanwhile: breakers take turns
   * (a folder of their own), and each checks again that the lock is still the dead one it saw.
   */
  async function breakLock(deadOwner) {
    const breaker = abs('.lock-break');
    try {
      await mkdir(breaker);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - ((await stat(breaker).catch(() => null))?.mtimeMs ?? Date.now());
      if (age > BREAKER_STALE_MS) await rm(breaker, { recursive: true, force: true });
      return false;
    }
    try {
      const now = await lockStatus();
      const same = JSON.stringify(now?.owner) === JSON.stringify(deadOwner);
      if (!now || !same || now.state.state !== 'dead') return false;
      await dropLock();
      return true;
    } finally {
      await rm(breaker, { recursive: true, force: true });
    }
  }

  return {
    kind: 'dir',
    root,
    /** What another process needs to open this target (the canary's, canary-process.mjs). */
    spec: { kind: 'dir', root },
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
      // The release's files only (a full build's dist also holds what is not released).
      const wanted = new Set([fromDir]);
      for (const { path: file } of releaseJson.files) {
        for (let at = path.join(fromDir, file); at !== fromDir; at = path.dirname(at))
          wanted.add(at);
      }
      await cp(fromDir, incoming, { recursive: true, filter: (from) => wanted.has(from) });
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

    /**
     * Serialises registry updates of releases running at once (another team, another shell).
     * The lock is a folder holding its owner, taken and dropped whole (takeLock, dropLock); a
     * lock whose owner is gone (lock-owner.mjs) is removed at once, with a line in the log,
     * instead of waited for.
     */
    async withLock(fn, { log = () => {} } = {}) {
      await mkdir(root, { recursive: true });
      await removeLeftovers();
      for (let waited = 0; !(await takeLock()); waited += 200) {
        const status = await lockStatus();
        if (status?.state.state === 'dead' && (await breakLock(status.owner))) {
          log(`removed the release lock: ${status.state.reason}`);
        } else if (waited > LOCK_WAIT_MS) {
          throw new Error(`${abs('.lock')} is held by ${describeOwner(status?.owner)}`);
        } else await sleep(200);
      }
      try {
        return await fn();
      } finally {
        await dropLock();
      }
    },

    /** The lock, when one is there: its owner and whether that release still runs. */
    lockStatus: () => lockStatus(),
    describeLock: async () => {
      const status = await lockStatus();
      return status ? describeLock(status.owner, status.state) : null;
    },
  };
}
