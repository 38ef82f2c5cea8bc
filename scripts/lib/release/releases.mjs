// Publishing, promoting, rolling back and listing releases on a target (dir-target.mjs or
// storage-target.mjs). The rules about what is live live in registry.mjs; this file does the I/O.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  emptyHistory,
  emptyRegistry,
  historyKey,
  liveVersion,
  notPromotable,
  pathConflicts,
  prunable,
  REGISTRY_KEY,
  RELEASE_FILE,
  rollbackTarget,
  versionPrefix,
  withLive,
  withoutVersions,
  withPromoted,
  withPublished,
} from './registry.mjs';

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A remote's `dist/standalone/` is its own page for `pnpm dev` and the benchmarks: the site never
 * loads it, so a release neither builds nor publishes it.
 */
export const RELEASED_ENVIRONMENTS = ['web', 'server'];
const isReleased = (rel) => !rel.startsWith('standalone/');

async function filesUnder(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else out.push(rel);
  }
  return out.sort();
}

/**
 * Describes a build as a release: its version (the app's semver and a hash of every file, so the
 * same build is the same version and any change is a new one), each file's SRI hash, the page
 * manifest and shared packages of its mf-manifest.json.
 * @param {{ name: string, dir: string, role: string }} app
 * @param {string} distDir the app's build output
 * @param {string} semver the app's package.json version
 */
export async function describeBuild(app, distDir, semver) {
  const files = [];
  const whole = createHash('sha256');
  for (const rel of await filesUnder(distDir)) {
    if (rel === RELEASE_FILE || !isReleased(rel)) continue;
    const bytes = await readFile(path.join(distDir, rel));
    files.push({ path: rel, size: bytes.length, integrity: sri(bytes) });
    whole.update(`${rel}\0${sri(bytes)}\0`);
  }
  const manifest = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const entryFile = app.role === 'remote' ? 'mf-manifest.json' : 'index.html';
  const version = `${semver}-${whole.digest('hex').slice(0, 10)}`;
  return {
    app: app.name,
    version,
    integrity: files.find((file) => file.path === entryFile)?.integrity,
    pages: app.role === 'remote' ? (manifest.metaData?.pages ?? []) : undefined,
    shared: (manifest.shared ?? []).map(({ name, version: v, requiredVersion, singleton }) => ({
      name,
      version: v,
      requiredVersion,
      singleton,
    })),
    files,
  };
}

export const readRegistry = async (target) =>
  (await target.readJson(REGISTRY_KEY)) ?? emptyRegistry();
export const readHistory = async (target, app) =>
  (await target.readJson(historyKey(app))) ?? emptyHistory(app);

/** Uploads a described build under its version (never overwriting a complete one). */
export async function publish(target, app, distDir, release, { log = () => {} } = {}) {
  const prefix = versionPrefix(app, release.version);
  if (await target.hasFile(`${prefix}${RELEASE_FILE}`)) {
    log(`${app.dir} ${release.version} is already published`);
  } else {
    log(
      `publishing ${app.dir} ${release.version} (${release.files.length} files) to ${target.describe()}`,
    );
    await target.putVersion(prefix, distDir, { ...release, publishedAt: new Date().toISOString() });
  }
  await target.withLock(
    async () => {
      const history = await readHistory(target, app);
      await target.writeJson(
        historyKey(app),
        withPublished(history, release, new Date().toISOString()),
      );
    },
    { log },
  );
}

/** The release record of a published version, its entry file checked against its integrity. */
async function publishedRelease(target, app, version) {
  const prefix = versionPrefix(app, version);
  const release = await target.readJson(`${prefix}${RELEASE_FILE}`);
  if (!release) throw new Error(`${app.dir} ${version} is not published on ${target.describe()}`);
  const entryFile = app.role === 'remote' ? 'mf-manifest.json' : 'index.html';
  const entry = await target.readFile(`${prefix}${entryFile}`);
  if (!entry || sri(entry) !== release.integrity) {
    throw new Error(`${app.dir} ${version}: ${entryFile} does not match the release's integrity`);
  }
  return release;
}

/**
 * Points the registry at `version` of `app` in one write, then prunes old versions down to
 * `keep`. `how` is 'release' (the version becomes the newest live one), 'rollback' or 'promote'
 * (registry.mjs `withPromoted`).
 * @returns {Promise<{ previous: string | null, version: string, pruned: string[] }>}
 */
export async function promote(target, app, version, { how = 'release', keep, log = () => {} }) {
  const release = await publishedRelease(target, app, version);
  const result = await target.withLock(
    async () => {
      const registry = await readRegistry(target);
      const conflicts = pathConflicts(registry, app, release.pages);
      if (conflicts.length) throw new Error(`refused: ${conflicts.join('; ')}`);
      const history = withPromoted(await readHistory(target, app), version, how);
      const previous = registry.apps[app.name]?.version ?? null;
      await target.writeJson(
        REGISTRY_KEY,
        withLive(registry, app, release, new Date().toISOString()),
      );
      const pruned = prunable(history, keep);
      await target.writeJson(historyKey(app), withoutVersions(history, pruned));
      return { previous, pruned };
    },
    { log },
  );
  log(`${app.dir} ${version} is live${result.previous ? ` (was ${result.previous})` : ''}`);
  // Files go after the registry no longer points at them; open tabs keep the kept versions.
  for (const old of result.pruned) {
    await target.removeVersion(versionPrefix(app, old));
    log(`pruned ${app.dir} ${old}`);
  }
  return { version, ...result };
}

/**
 * Points `app` back at the version live before the current one, or at `to`: any kept version
 * that once passed its gate, newer or older than the live one (registry.mjs `notPromotable`).
 */
export async function rollback(target, app, { to, keep, log } = {}) {
  const history = await readHistory(target, app);
  if (to) {
    const refusal = notPromotable(history, to);
    if (refusal) throw new Error(`${app.dir}: ${refusal}`);
    return promote(target, app, to, { how: 'promote', keep, log });
  }
  const version = rollbackTarget(history);
  if (!version) throw new Error(`${app.dir} has no earlier live version to roll back to`);
  return promote(target, app, version, { how: 'rollback', keep, log });
}

/** Every kept version of each app with its state: live, rollback target or kept. */
export async function listReleases(target, apps) {
  const rows = [];
  for (const app of apps) {
    const history = await readHistory(target, app);
    const live = liveVersion(history);
    const previous = rollbackTarget(history);
    for (const v of [...history.versions].reverse()) {
      rows.push({
        app: app.dir,
        version: v.version,
        published: v.publishedAt,
        pages: v.pages?.length ?? '',
        gate: v.gate ?? '',
        state: v.version === live ? 'live' : v.version === previous ? 'rollback target' : 'kept',
      });
    }
  }
  return rows;
}
