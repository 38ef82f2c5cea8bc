// Releases that misbehave on the server only, for the tests and benchmarks of the HTML host
// (README "The front door"): a copy of an app's live release whose server build gets `patch`
// appended — code that replaces the exported routes component — published and promoted as a
// new version, as a team's faulty release that passed the gate would be. Nothing is built.
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/** Busy-waits `ms` on the server when the page at `pathname` renders (one team's bug). */
export const stallOn = (pathname, ms) =>
  wrapRoutes(
    `if (pathname === ${JSON.stringify(pathname)}) { const until = Date.now() + ${Number(ms)}; while (Date.now() < until); }`,
  );

/**
 * Publishes and promotes the live release of `app` with `patch` appended to its server build.
 * @returns {Promise<string>} the new live version
 */
export async function releasePatchedServerBuild(target, app, patch, { label = 'patched' } = {}) {
  const live = (await readRegistry(target)).apps[app.name]?.version;
  if (!live) throw new Error(`${app.name} has no live release to patch`);
  const dist = await mkdtemp(path.join(os.tmpdir(), `norsecraft-${label}-`));
  try {
    await cp(target.localDir(versionPrefix(app, live)), dist, { recursive: true });
    await rm(path.join(dist, RELEASE_FILE));
    await appendFile(path.join(dist, 'server/render.cjs'), patch);
    const release = await describeBuild(app, dist, `${live.split('-')[0]}-${label}`);
    await publish(target, app, dist, release);
    await promote(target, app, release.version, { keep: 10 });
    return release.version;
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
