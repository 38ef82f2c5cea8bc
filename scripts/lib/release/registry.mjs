// The release registry and each app's release history, as plain data: what is live, what can
// be rolled back to, what may be pruned. No I/O here (the targets store the documents), so the
// rules are unit-tested on their own (registry.test.mjs).
//
// Target layout (a directory, or an object-storage bucket, with the same keys):
//   registry.json                  what is live: the document /remotes.json serves
//   <dir>/releases.json            one app's history: its kept versions and its live stack
//   <dir>/<version>/…              one immutable release: the app's build output as built, plus
//   <dir>/<version>/release.json   its file list with SRI hashes (written last: complete marker)

export const REGISTRY_KEY = 'registry.json';
export const historyKey = (app) => `${app.dir}/releases.json`;
export const versionPrefix = (app, version) => `${app.dir}/${version}/`;
export const RELEASE_FILE = 'release.json';

export const emptyRegistry = () => ({ schema: 1, updatedAt: null, apps: {} });
export const emptyHistory = (app) => ({ app: app.name, versions: [], liveStack: [] });

/** The registry entry an app's release gets when it is promoted. */
export function registryEntry(app, release, releasedAt) {
  const entry = {
    version: release.version,
    releasedAt,
    integrity: release.integrity,
  };
  if (app.role === 'remote') {
    entry.entry = `${release.version}/mf-manifest.json`;
    entry.pages = release.pages ?? [];
  } else {
    entry.html = `${release.version}/index.html`;
  }
  return entry;
}

/** The registry with `app` pointing at `release` (a new document; nothing else changes). */
export function withLive(registry, app, release, at) {
  return {
    ...registry,
    updatedAt: at,
    apps: { ...registry.apps, [app.name]: registryEntry(app, release, at) },
  };
}

// '/punishments/:player' and '/punishments/:name' serve the same URLs.
const pathShape = (path) => path.replace(/\/:[^/]+/g, '/:');

/** Paths `pages` would take over from other live remotes (the release gate refuses those). */
export function pathConflicts(registry, app, pages) {
  const owners = new Map();
  for (const [name, entry] of Object.entries(registry.apps)) {
    if (name === app.name) continue;
    for (const page of entry.pages ?? []) owners.set(pathShape(page.path), name);
  }
  return (pages ?? [])
    .filter((page) => owners.has(pathShape(page.path)))
    .map((page) => `${page.path} is already served by ${owners.get(pathShape(page.path))}`);
}

/** History after a version was published (uploaded, not yet live). Publishing twice is a no-op. */
export function withPublished(history, release, at) {
  if (history.versions.some((v) => v.version === release.version)) return history;
  const { version, integrity, pages, gate } = release;
  return {
    ...history,
    versions: [...history.versions, { version, publishedAt: at, integrity, pages, gate }],
  };
}

/**
 * Why `version` cannot be promoted with `--to`, or null when it can: it must be kept and have
 * passed its gate once (`gate: 'passed'`, recorded at publishing) or have been live before (a
 * first release, or one made with --no-gate and accepted then). Newer or older does not matter.
 */
export function notPromotable(history, version) {
  const kept = history.versions.find((v) => v.version === version);
  if (!kept) {
    const versions = history.versions.map((v) => v.version).join(', ') || 'none';
    return `${version} is not a kept version (kept: ${versions})`;
  }
  if (liveVersion(history) === version) return `${version} is already live`;
  if (kept.gate === 'passed' || history.liveStack.includes(version)) return null;
  return `${version} never passed its gate (published with --no-gate) and was never live: release it with its gate instead`;
}

export const liveVersion = (history) => history.liveStack.at(-1) ?? null;

/** The version a rollback returns to: the one that was live before the live one. */
export function rollbackTarget(history) {
  return history.liveStack.at(-2) ?? null;
}

/**
 * History after `version` went live by a release (pushed) or a rollback (popped back to it);
 * 'promote' is a rollback for a version on the live stack, else a release.
 */
export function withPromoted(history, version, how) {
  if (how === 'rollback' || (how === 'promote' && history.liveStack.includes(version))) {
    const at = history.liveStack.lastIndexOf(version);
    if (at < 0) throw new Error(`${version} was never live`);
    return { ...history, liveStack: history.liveStack.slice(0, at + 1) };
  }
  const stack = history.liveStack.filter((v) => v !== version);
  return { ...history, liveStack: [...stack, version] };
}

/**
 * Versions to delete so that `keep` remain, oldest first. The live version and the rollback
 * target are never pruned, even when they are older than the newest `keep`.
 */
export function prunable(history, keep) {
  const protectedVersions = new Set([liveVersion(history), rollbackTarget(history)]);
  const newestFirst = [...history.versions].reverse();
  const kept = new Set(newestFirst.slice(0, Math.max(keep, 1)).map((v) => v.version));
  for (const version of protectedVersions) if (version) kept.add(version);
  return history.versions.filter((v) => !kept.has(v.version)).map((v) => v.version);
}

/** History without the pruned versions (also dropped from the live stack's tail end). */
export function withoutVersions(history, versions) {
  const gone = new Set(versions);
  return {
    ...history,
    versions: history.versions.filter((v) => !gone.has(v.version)),
    liveStack: history.liveStack.filter((v) => !gone.has(v)),
  };
}
