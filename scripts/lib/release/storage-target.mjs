/* global setInterval, clearInterval */
// A hosted release target: Supabase Storage, through its HTTP API (supabase-js), in the public
// bucket `site-releases` (migration 20261123020100). Same keys as the release directory
// (registry.mjs): versioned files uploaded once, cached for good (immutable), the registry and
// histories replaced with no-cache (revalidated on every load); Storage serves each object with
// the Content-Type and Cache-Control it was uploaded with. Browsers load the remotes straight
// from the bucket's public URLs. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (CI
// secrets); RELEASE_BUCKET overrides the bucket.
import { createClient } from '@supabase/supabase-js';
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { contentTypeOf, IMMUTABLE } from '../static-server.mjs';
import {
  currentOwner,
  describeLock,
  describeOwner,
  LOCK_HEARTBEAT_MS,
  lockState,
} from './lock-owner.mjs';
import { RELEASE_FILE } from './registry.mjs';

const JSON_TYPE = contentTypeOf('registry.json');

/**
 * The type a release file is stored with: its own, except SVG, which a browser would run from
 * the storage origin; the bucket refuses it, so it goes as a download (the HTML host serves the
 * shell's files with their types).
 */
const storageTypeOf = (file) => {
  const type = contentTypeOf(file);
  return type === 'image/svg+xml' ? 'application/octet-stream' : type;
};
const LOCK_KEY = '.lock';
const LOCK_WAIT_MS = 120_000;
const UPLOADS_AT_ONCE = 8;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function storageTargetFromEnv(env = process.env) {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    throw new Error('the storage target needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  }
  return storageTarget({ url, serviceRoleKey, bucket: env.RELEASE_BUCKET || 'site-releases' });
}

/** @param {{ url: string, serviceRoleKey: string, bucket: string }} options */
export function storageTarget({ url, serviceRoleKey, bucket }) {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own (realtime is not used).
    realtime: { transport: WebSocket },
  });
  const objects = client.storage.from(bucket);
  const publicRoot = `${url.replace(/\/$/, '')}/storage/v1/object/public/${bucket}/`;

  /**
   * `cacheControl` is the whole Cache-Control header: supabase-js's own option only sends
   * `max-age=<seconds>`, which can say neither immutable nor no-cache.
   */
  async function upload(key, body, { contentType, cacheControl, upsert }) {
    const { error } = await objects.upload(key, body, {
      contentType,
      upsert,
      headers: { 'cache-control': cacheControl },
    });
    if (error)
      throw new Error(`upload of ${key} to ${bucket} failed: ${error.message}`, { cause: error });
  }

  async function download(key) {
    const { data, error } = await objects.download(key);
    if (error) {
      if (/not found/i.test(error.message) || error.status === 404 || error.statusCode === '404') {
        return null;
      }
      throw new Error(`download of ${key} from ${bucket} failed: ${error.message}`, {
        cause: error,
      });
    }
    return Buffer.from(await data.arrayBuffer());
  }

  async function lockStatus() {
    const bytes = await download(LOCK_KEY);
    if (!bytes) return null;
    let owner = null;
    try {
      owner = JSON.parse(bytes.toString('utf8'));
    } catch {
      // An older release wrote its start time only.
    }
    const modifiedAt = owner ? undefined : Number(bytes.toString('utf8')) || undefined;
    return { owner, state: lockState(owner, { modifiedAt }) };
  }

  const target = {
    kind: 'storage',
    /** What another process needs to read this target (the canary's): no key. */
    spec: { kind: 'storage', url, bucket },
    describe: () => `Supabase Storage bucket ${bucket} at ${url}`,

    async readJson(key) {
      const bytes = await download(key);
      return bytes ? JSON.parse(bytes.toString('utf8')) : null;
    },

    /** One object replaced in one request: readers get the old or the new document. */
    async writeJson(key, value) {
      await upload(key, Buffer.from(`${JSON.stringify(value, null, 2)}\n`), {
        contentType: JSON_TYPE,
        cacheControl: 'no-cache',
        upsert: true,
      });
    },

    readFile: download,

    async hasFile(key) {
      const response = await fetch(`${publicRoot}${key}`, { method: 'HEAD' });
      return response.ok;
    },

    /** Every file, then release.json last: a version without it is incomplete and retried. */
    async putVersion(prefix, fromDir, releaseJson) {
      const queue = releaseJson.files.map((file) => file.path);
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          await upload(`${prefix}${file}`, await readFile(path.join(fromDir, file)), {
            contentType: storageTypeOf(file),
            cacheControl: IMMUTABLE,
            upsert: true,
          });
        }
      };
      await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
      await upload(`${prefix}${RELEASE_FILE}`, Buffer.from(JSON.stringify(releaseJson, null, 2)), {
        contentType: JSON_TYPE,
        cacheControl: IMMUTABLE,
        upsert: true,
      });
    },

    async removeVersion(prefix) {
      const release = await target.readJson(`${prefix}${RELEASE_FILE}`);
      const keys = [...(release?.files ?? []).map((file) => `${prefix}${file.path}`)];
      keys.push(`${prefix}${RELEASE_FILE}`);
      const { error } = await objects.remove(keys);
      if (error) throw new Error(`removing ${prefix} failed: ${error.message}`, { cause: error });
    },

    publicBaseUrl: (app) => `${publicRoot}${app.dir}/`,

    /**
     * Releases from several pipelines at once: a lock object created without upsert (the second
     * creator gets a conflict and waits), naming its owner, whose heartbeat the holder refreshes.
     * A lock whose owner is gone (lock-owner.mjs) is removed instead of waited for. CI also
     * queues releases of one app (apps.yml).
     */
    async withLock(fn, { log = () => {} } = {}) {
      const owner = currentOwner();
      const write = (upsert) =>
        objects.upload(LOCK_KEY, Buffer.from(JSON.stringify(owner)), {
          contentType: JSON_TYPE,
          upsert,
          headers: { 'cache-control': 'no-cache' },
        });
      for (let waited = 0; ; waited += 500) {
        const { error } = await write(false);
        if (!error) break;
        const status = await lockStatus();
        if (status?.state.state === 'dead') {
          await objects.remove([LOCK_KEY]);
          log(`removed the release lock: ${status.state.reason}`);
        } else if (waited > LOCK_WAIT_MS) {
          throw new Error(`${bucket}/${LOCK_KEY} is held by ${describeOwner(status?.owner)}`);
        } else await sleep(500);
      }
      // The owner is the lock's one object, written in the request that takes it.
      let beat = Promise.resolve();
      const heartbeat = setInterval(() => {
        owner.heartbeat = new Date().toISOString();
        beat = write(true).then(() => {});
      }, LOCK_HEARTBEAT_MS);
      try {
        return await fn();
      } finally {
        clearInterval(heartbeat);
        // A heartbeat landing after the removal would put the lock back.
        await beat;
        await objects.remove([LOCK_KEY]);
      }
    },

    lockStatus: () => lockStatus(),
    describeLock: async () => {
      const status = await lockStatus();
      return status ? describeLock(status.owner, status.state) : null;
    },
  };
  return target;
}

/**
 * The bucket read through its public URLs, with no key (the canary's process): the registry,
 * histories and releases, as a browser or CDN reads them. It can write nothing.
 * @param {{ url: string, bucket: string }} options
 */
export function storageReadTarget({ url, bucket }) {
  const publicRoot = `${url.replace(/\/$/, '')}/storage/v1/object/public/${bucket}/`;
  const readFile = async (key) => {
    const response = await fetch(`${publicRoot}${key}`);
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`reading ${key} from ${bucket} failed: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const readOnly = () => {
    throw new Error('the canary reads the release target; it never writes to it');
  };
  return {
    kind: 'storage',
    spec: { kind: 'storage', url, bucket },
    describe: () => `Supabase Storage bucket ${bucket} at ${url} (read only)`,
    readFile,
    async readJson(key) {
      const bytes = await readFile(key);
      return bytes ? JSON.parse(bytes.toString('utf8')) : null;
    },
    hasFile: async (key) => (await fetch(`${publicRoot}${key}`, { method: 'HEAD' })).ok,
    publicBaseUrl: (app) => `${publicRoot}${app.dir}/`,
    writeJson: readOnly,
    putVersion: readOnly,
    removeVersion: readOnly,
    withLock: readOnly,
  };
}
