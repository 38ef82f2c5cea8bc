import { APPS, findApp } from '../../scripts/lib/apps.mjs';
import { serveSite } from '../../scripts/lib/release-host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import { serverRenderCheck } from '../../scripts/lib/release/server-render-check.mjs';
import { patchedServerBuild, wrapRoutes } from '../../scripts/lib/test-releases.mjs';
import { expect, test } from '../support/fixtures';
import { e2eEnv } from '../support/env';

/*
 * The release gate's server-render check (issue 30) as the canary runs it: the production host,
 * in its own process with its default budget, serving the run's releases with a candidate in
 * place of mfe-info's live version. The candidate is mfe-info's live release with its server
 * build patched (no build); nothing is published.
 */

test.describe.configure({ timeout: 180_000 });

/** Fails on the server only: the browser renders each of these pages as usual. */
const SERVER_FAULTS = wrapRoutes(`
  if (pathname === '/rules') throw new Error('the rules need a window');
  if (pathname === '/staff') return React.createElement('p', null, 'The staff, without a heading');
  if (pathname === '/votes') {
    const until = Date.now() + 5000;
    while (Date.now() < until);
  }
`);

test('the server-render check refuses a page that throws, stalls past the budget or has no heading, with the reason', async () => {
  const { releaseDir, stackUrl, anonKey } = e2eEnv();
  const target = dirTarget(releaseDir);
  const app = findApp('mfe-info');
  const candidate = await patchedServerBuild(target, app, SERVER_FAULTS, { label: 'gate' });
  const check = serverRenderCheck();
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((entry) => [entry.name, 0])),
    env: { supabaseUrl: stackUrl, supabaseAnonKey: anonKey },
    candidate: { app, dir: candidate.dir, release: candidate.release },
    onLog: check.observe,
  });
  try {
    expect(await check.problems(site, '/rules')).toEqual([
      'the server render failed (the rules need a window): the page would be sent without its content',
    ]);
    expect(await check.problems(site, '/votes')).toEqual([
      'the server render failed (RenderTimeout: the render took longer than its budget of 1000 ms): the page would be sent without its content',
    ]);
    expect(await check.problems(site, '/staff')).toEqual([
      'the server render has no heading (h1): the page would be sent as noindex, out of the sitemap',
    ]);
    // The candidate's other pages, and the live shell around them, pass.
    expect(await check.problems(site, '/wiki')).toEqual([]);
    expect(await check.problems(site, '/')).toEqual([]);
  } finally {
    await site.close();
    await candidate.remove();
  }
});
