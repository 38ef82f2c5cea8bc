// Releases made for the tests and benchmarks of the HTML host (README "The front door") and of the
// release gate, from what is already built or live, without a build: a copy of an app's live
// release whose server build misbehaves (as a team's faulty release, before or after the gate),
// and a new shell version whose hashed entry script has another name (what a shell release does
// to open tabs).
import {
  appendFile,
  cp,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { distOf, SHELL } from './apps.mjs';
import { RELEASE_FILE, versionPrefix } from './release/registry.mjs';
import { describeBuild, promote, publish, readRegistry } from './release/releases.mjs';

/**
 * Server code wrapping the remote's routes: `body` runs on each render with `pathname` (the
 * page's path, as the router sees it) and `React` in scope, before the routes render; it may
 * return an element to render instead.
 */
export const wrapRoutes = (body) => `
;(() => {
  const React = require('react');
  const { useLocation } = require('react-router-dom');
  const Routes = module.exports.default;
  function PatchedRoutes(props) {
    const pathname = useLocation().pathname;
    const replaced = (() => { ${body} })();
    return replaced ?? React.createElement(Routes, props);
  }
  module.exports = { ...module.exports, default: PatchedRoutes };
})();
`;

/**
 * Busy-waits `ms` on the server when the page at `pathname` (or `<pathname>-<anything>`) renders
 * (one team's bug). With `marker`, first writes that file (a test knows the stall has begun).
 */
export const stallOn = (pathname, ms, { marker } = {}) =>
  wrapRoutes(
    `if (pathname === ${JSON.stringify(pathname)} || pathname.startsWith(${JSON.stringify(`${pathname}-`)})) {
      ${marker ? `require('node:fs').writeFileSync(${JSON.stringify(marker)}, pathname);` : ''}
      const until = Date.now() + ${Number(ms)};
      while (Date.now() < until);
    }`,
  );

/**
 * A copy of the live release of `app` with `patch` appended to its server build, as a build
 * folder and its release (a candidate for the gate, not published). `remove()` deletes the folder.
 */
export async function patchedServerBuild(target, app, patch, { label = 'patched' } = {}) {
  const live = (await readRegistry(target)).apps[app.name]?.version;
  if (!live) throw new Error(`${app.name} has no live release to patch`);
  const dir = await mkdtemp(path.join(os.tmpdir(), `norsecraft-${label}-`));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(target.localDir(versionPrefix(app, live)), dir, { recursive: true });
    await rm(path.join(dir, RELEASE_FILE));
    await appendFile(path.join(dir, 'server/render.cjs'), patch);
    const release = await describeBuild(app, dir, `${live.split('-')[0]}-${label}`);
    return { dir, release, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Publishes and promotes the live release of `app` with `patch` appended to its server build.
 * @returns {Promise<string>} the new live version
 */
export async function releasePatchedServerBuild(target, app, patch, options) {
  const { dir, release, remove } = await patchedServerBuild(target, app, patch, options);
  try {
    await publish(target, app, dir, release);
    await promote(target, app, release.version, { keep: 10 });
    return release.version;
  } finally {
    await remove();
  }
}

/**
 * Publishes and promotes a shell built as the one in shell/dist but with its entry script under
 * another hashed name (index.html names the new one). Returns the old and the new script paths.
 */
export async function releaseShellWithRenamedEntry(target) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-shell-renamed-'));
  try {
    await cp(distOf(SHELL), dist, { recursive: true });
    const scripts = path.join(dist, 'static/js');
    const entry = (await readdir(scripts)).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
    if (!entry) throw new Error('shell/dist has no hashed index script');
    const renamed = entry.replace(
      /\.([0-9a-f]+)\.js$/,
      (_match, hash) => `.${[...hash].reverse().join('')}.js`,
    );
    await rename(path.join(scripts, entry), path.join(scripts, renamed));
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    await writeFile(path.join(dist, 'index.html'), html.split(entry).join(renamed));
    const release = await describeBuild(SHELL, dist, '1.0.0-renamed');
    await publish(target, SHELL, dist, release);
    await promote(target, SHELL, release.version, { keep: 10 });
    return {
      before: `/static/js/${entry}`,
      after: `/static/js/${renamed}`,
      version: release.version,
    };
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
