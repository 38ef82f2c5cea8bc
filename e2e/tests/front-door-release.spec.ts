import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { APPS, distOf, findApp, SHELL } from '../../scripts/lib/apps.mjs';
import { serveSite } from '../../scripts/lib/release-host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import { releaseMissingApps } from '../../scripts/lib/release/ship.mjs';
import { storageTarget } from '../../scripts/lib/release/storage-target.mjs';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import {
  releasePatchedServerBuild,
  releaseShellWithRenamedEntry,
  stallOn,
} from '../../scripts/lib/test-releases.mjs';
import { E2E_HOST_ENV } from '../support/env';
import { expect, test } from '../support/fixtures';
import { headingOf, rawGet, rootOf } from '../support/front-door';
import { startPrivateSite } from '../support/private-site';

/*
 * The front door (issue 27) under faults that need releases of their own: a remote whose page
 * stalls on the server, Storage going away, and a shell release with tabs still open. Runs in
 * the `release` project (CPU-heavy: private sites, a stack, uploads).
 */

test.describe.configure({ timeout: 300_000 });

// A player on the record (a name never punished is a 404 of its own).
const STALLED = '/punishments/LokiTrickster99';

/** Asks for `path` until it arrives rendered (the host has loaded its builds and warmed up). */
async function untilRendered(url: string, path: string) {
  await expect
    .poll(async () => (await rawGet(url, path)).headers['x-norsecraft-rendered'], {
      timeout: 120_000,
    })
    .toBe('html');
}

test('a page that stalls on the server holds up no other page while it renders', async () => {
  // A budget longer than the stall: the stalled render runs on while the others answer.
  const site = await startPrivateSite({
    ownReleases: true,
    hostEnv: { RENDER_BUDGET_MS: '60000' },
  });
  const marker = path.join(site.releaseDir, 'stall-began');
  try {
    await releasePatchedServerBuild(
      dirTarget(site.releaseDir),
      findApp('mfe-info'),
      stallOn(STALLED, 30_000, { marker }),
      { label: 'stall' },
    );
    await untilRendered(site.url, '/rules');
    let stalledAnswered = false;
    const stalled = rawGet(site.url, STALLED).then((answer) => {
      stalledAnswered = true;
      return answer;
    });
    await expect.poll(() => existsSync(marker), { timeout: 60_000 }).toBe(true);
    // Cached or not, from the same remote or another: every other page answers meanwhile.
    for (const page of ['/', '/rules', '/punishments/Halfdan_Black', '/games', '/rules']) {
      const answer = await rawGet(site.url, page);
      expect(answer.status, page).toBe(200);
      expect(headingOf(answer.body), page).toBeTruthy();
    }
    expect(stalledAnswered).toBe(false);
    expect((await stalled).status).toBe(200);
  } finally {
    await site.close();
  }
});

test('a render over its budget is ended: the page comes as the shell document, the worker is replaced', async ({
  page,
}) => {
  const site = await startPrivateSite({ ownReleases: true, hostEnv: { RENDER_BUDGET_MS: '1000' } });
  try {
    await releasePatchedServerBuild(
      dirTarget(site.releaseDir),
      findApp('mfe-info'),
      stallOn(STALLED, 30_000),
      { label: 'stall' },
    );
    await untilRendered(site.url, '/rules');
    const stalled = await rawGet(site.url, STALLED);
    expect(stalled.status).toBe(200);
    expect(stalled.headers['x-norsecraft-rendered']).toBe('shell');
    expect(rootOf(stalled.body)).toBe('');
    expect(site.host.logs()).toContainEqual(
      expect.objectContaining({
        event: 'render-timeout',
        path: STALLED,
        action: 'worker replaced',
      }),
    );
    // The stuck worker is gone: a fresh one renders the next pages.
    let attempt = 0;
    await expect
      .poll(
        async () => headingOf((await rawGet(site.url, `/punishments/Next${(attempt += 1)}`)).body),
        { timeout: 120_000 },
      )
      .toBeTruthy();
    // The browser renders the stalled page itself (the stall is server code only).
    await page.goto(`${site.url}${STALLED}`);
    // Its code and data load first: on a busy machine that is more than the usual 20 s.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  } finally {
    await site.close();
  }
});

test('served from Storage: an old shell’s files after a shell release, and ten minutes of Storage down without one 500', async () => {
  const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
  const target = storageTarget({
    url: stack.url,
    serviceRoleKey: stack.serviceRoleKey!,
    bucket: 'site-releases',
  });
  await releaseMissingApps(target, { build: false });
  const ttlMs = 50;
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
    env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey! },
    hostEnv: { ...E2E_HOST_ENV, REGISTRY_TTL_MS: String(ttlMs) },
  });
  let stopped = false;
  try {
    const scriptOf = async () =>
      /src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec((await rawGet(site.url, '/')).body)?.[1];
    for (const path of ['/', '/rules', '/punishments/Halfdan_Black']) {
      expect(headingOf((await rawGet(site.url, path)).body), path).toBeTruthy();
    }

    // A shell release: open tabs still ask for the previous version's hashed files.
    const shell = await releaseShellWithRenamedEntry(target);
    expect(await scriptOf()).not.toBe(shell.after);
    await expect.poll(scriptOf).toBe(shell.after);
    expect((await rawGet(site.url, shell.before)).status).toBe(200);
    expect((await rawGet(site.url, shell.after)).status).toBe(200);
    expect((await rawGet(site.url, '/server/render.cjs')).status).toBe(404);

    // Storage goes away. Ten minutes at the default TTL (5 s) is 120 revalidations: as many here.
    await stack.stop();
    stopped = true;
    const statuses: Record<string, number[]> = {};
    const checks = 120;
    const started = Date.now();
    let round = 0;
    while (Date.now() - started < checks * ttlMs || round < 3) {
      round += 1;
      for (const path of [
        '/',
        '/rules',
        `/punishments/Uncached${round}`,
        '/no-such-page',
        '/remotes.json',
        shell.before,
        shell.after,
        '/og-image.png',
        '/readyz',
        '/healthz',
      ]) {
        const key = path.replace(/\d+$/, '');
        (statuses[key] ??= []).push((await rawGet(site.url, path)).status);
      }
    }
    const all = Object.values(statuses).flat();
    expect(all.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    // The live shell's files were kept when its state was loaded, asked for before or not.
    for (const path of [
      '/',
      '/rules',
      '/punishments/Uncached',
      '/remotes.json',
      '/readyz',
      '/og-image.png',
    ]) {
      expect(new Set(statuses[path]), path).toEqual(new Set([200]));
    }
    expect(new Set(statuses['/no-such-page'])).toEqual(new Set([404]));
    expect(new Set(statuses[shell.before])).toEqual(new Set([200]));
    const failed = site.host.logs().filter((line) => line.event === 'source-failed');
    expect(failed.length).toBeGreaterThan(checks / 4);
    expect(failed).toContainEqual(
      expect.objectContaining({ name: 'registry.json', serving: 'last good copy' }),
    );
  } finally {
    await site.close();
    if (!stopped) await stack.stop();
  }
});

/** The shell's files a browser may ask the host for (shell/dist without server build and metadata). */
async function shellBrowserFiles(): Promise<string[]> {
  const dist = distOf(SHELL);
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
  return files.filter(
    (file) =>
      !/^(server\/|index\.html$|release\.json$|mf-stats\.json$|mf-manifest\.json$|page-chunks\.json$)/.test(
        file,
      ),
  );
}

test('served from Storage: a new registry reaches an instance nobody asked, with its shell’s files kept before it is served — then Storage goes down before any visitor fetched them', async () => {
  const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
  const target = storageTarget({
    url: stack.url,
    serviceRoleKey: stack.serviceRoleKey!,
    bucket: 'site-releases',
  });
  await releaseMissingApps(target, { build: false });
  const ttlMs = 100;
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
    env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey! },
    hostEnv: { ...E2E_HOST_ENV, REGISTRY_TTL_MS: String(ttlMs) },
  });
  let stopped = false;
  try {
    await expect.poll(async () => (await rawGet(site.url, '/readyz')).status).toBe(200);

    // A shell release while no request reaches the instance (a health check does not count).
    const shell = await releaseShellWithRenamedEntry(target);
    await new Promise((resolve) => setTimeout(resolve, 30 * ttlMs));
    const served = JSON.parse((await rawGet(site.url, '/remotes.json')).body) as {
      apps: Record<string, { version: string }>;
    };
    expect(served.apps.shell!.version).toBe(shell.version);

    // Storage goes away before anyone asked for the new shell's files.
    await stack.stop();
    stopped = true;
    const home = await rawGet(site.url, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(`src="${shell.after}"`);
    const statuses: Record<string, number> = {};
    for (const file of await shellBrowserFiles()) {
      const asked = /^static\/js\/index\.[0-9a-f]+\.js$/.test(file) ? shell.after : `/${file}`;
      statuses[asked] = (await rawGet(site.url, asked)).status;
    }
    expect(statuses[shell.after]).toBe(200);
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([]);
  } finally {
    await site.close();
    if (!stopped) await stack.stop();
  }
});
