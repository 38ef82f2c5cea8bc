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
import { RELEASE_FILE } from './registry.mjs';

const JSON_TYPE = contentTypeOf('registry.json');
const LOCK_TYPE = contentTypeOf('lock.txt');
const LOCK_KEY = '.lock';
const LOCK_STALE_MS = 10 * 60_000;
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

  const target = {
    kind: 'storage',
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
            contentType: contentTypeOf(file),
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
     * creator gets a conflict and waits). CI also runs releases in one concurrency group.
     */
    async withLock(fn) {
      for (let waited = 0; ; waited += 500) {
        const { error } = await objects.upload(LOCK_KEY, Buffer.from(String(Date.now())), {
          contentType: LOCK_TYPE,
          upsert: false,
          headers: { 'cache-control': 'no-cache' },
        });
        if (!error) break;
        const since = Date.now() - Number((await download(LOCK_KEY))?.toString() ?? Date.now());
        if (since > LOCK_STALE_MS) await objects.remove([LOCK_KEY]);
        else if (waited > 120_000)
          throw new Error(`${bucket}/${LOCK_KEY} is held by another release`);
        else await sleep(500);
      }
      try {
        return await fn();
      } finally {
        await objects.remove([LOCK_KEY]);
      }
    },
  };
  return target;
}
