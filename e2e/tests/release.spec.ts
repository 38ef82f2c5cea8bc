import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, repoRoot } from '../../scripts/lib/apps.mjs';
import { serveSite } from '../../scripts/lib/release-host.mjs';
import { releaseMissingApps } from '../../scripts/lib/release/ship.mjs';
import { storageTarget } from '../../scripts/lib/release/storage-target.mjs';
import { copyAppFolder } from '../support/app-copy';
import { ACCOUNTS } from '../support/auth';
import { expect, pageHeading, test as base } from '../support/fixtures';
import { E2E_HOST_ENV, e2eEnv } from '../support/env';
import { startPrivateSite } from '../support/private-site';
import { hashTree, releaseCommand, startReleaseCommand } from '../support/release-cli';

/*
 * Per-folder delivery (issue 12): a remote is built, gated and released alone into a private copy
 * of the run's release directory, served as `pnpm start` serves one; the shared site never sees
 * it. The changed remote is a copy of its folder with a team's change applied.
 */

type Site = Awaited<ReturnType<typeof startPrivateSite>>;

const test = base.extend<{ site: Site }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
  site: async ({}, provide) => {
    const site = await startPrivateSite({ ownReleases: true });
    await provide(site);
    await site.close();
  },
  baseURL: async ({ site }, provide) => provide(site.url),
});

const GAMES_SUBTITLE = 'Strike the rune, raise your power, and carve your name among the elders.';

const readRegistry = async (site: Site) =>
  JSON.parse(await readFile(path.join(site.releaseDir, 'registry.json'), 'utf8')) as {
    apps: Record<string, { version: string }>;
  };

/**
 * Every released file of the other apps, and their registry entries. The static copy beside them
 * (pages as HTML, sitemap, `_headers`: static-site.mjs) is written again after every release, as
 * it carries the registry.
 */
async function everythingBut(site: Site, appDir: string, appName: string) {
  const otherApps = APPS.filter((app) => app.dir !== appDir).map((app) => `${app.dir}${path.sep}`);
  const files = Object.entries(await hashTree(site.releaseDir)).filter(([file]) =>
    otherApps.some((folder) => file.startsWith(folder)),
  );
  const { apps } = await readRegistry(site);
  return { files, entries: Object.entries(apps).filter(([name]) => name !== appName) };
}

async function ship(site: Site, folder: string, ...extra: string[]) {
  return releaseCommand('ship', [
    'mfe-games',
    '--dir',
    site.releaseDir,
    '--source',
    folder,
    '--skip-tests',
    ...extra,
  ]);
}

/** The URLs of the games remote's files the page requests from now on. */
function gamesRequests(page: Page, site: Site) {
  const urls: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(site.remoteOrigins.mfe_games!)) urls.push(request.url());
  });
  return urls;
}

test.describe.configure({ timeout: 420_000 });

test('a release of mfe-games leaves open tabs working, a reload gets it, no other app changes, and rollback returns v1', async ({
  page,
  site,
}) => {
  const v1 = (await readRegistry(site)).apps.mfe_games!.version;
  const others = await everythingBut(site, 'mfe-games', 'mfe_games');

  // Served as a CDN would: the registry and the shell's HTML revalidated on every load, every
  // versioned file immutable for a year.
  const cacheControl = async (url: string) => (await fetch(url)).headers.get('cache-control');
  expect(await cacheControl(`${site.url}/remotes.json`)).toBe('no-cache');
  expect(await cacheControl(`${site.url}/games`)).toBe('no-cache');
  expect(await cacheControl(`${site.remoteOrigins.mfe_games}/${v1}/mf-manifest.json`)).toBe(
    'public, max-age=31536000, immutable',
  );
  const requests = gamesRequests(page, site);

  // A visitor has v1's games hub open; v1's Elder Clicker chunk is not loaded yet.
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveText('Mini Games');

  // v2 changes the Elder Clicker page's words (the remote's English catalogue).
  const copy = await copyAppFolder('mfe-games');
  await copy.edit('src/locales/en/games.json', (text) =>
    text.replace(GAMES_SUBTITLE, 'Version two of the rune.'),
  );
  const released = await ship(site, copy.folder);
  expect(released.status, released.output).toBe(0);
  const v2 = (await readRegistry(site)).apps.mfe_games!.version;
  expect(v2).not.toBe(v1);

  // The open tab still runs v1: its lazy chunk is served from v1's immutable release.
  requests.length = 0;
  await page.getByRole('link', { name: 'Play Elder Clicker' }).click();
  await expect(pageHeading(page)).toHaveText('Elder Clicker');
  await expect(page.getByText(GAMES_SUBTITLE)).toBeVisible();
  expect(requests.some((url) => url.includes(`/${v1}/static/js/async/`))).toBe(true);

  // A reload gets v2.
  requests.length = 0;
  await page.reload();
  await expect(page.getByText('Version two of the rune.')).toBeVisible();
  expect(requests.some((url) => url.includes(`/${v2}/mf-manifest.json`))).toBe(true);

  // Nothing of any other app changed: files and registry entries.
  expect(await everythingBut(site, 'mfe-games', 'mfe_games')).toEqual(others);

  const listed = await releaseCommand('list', ['mfe-games', '--dir', site.releaseDir]);
  expect(listed.output).toMatch(new RegExp(`${v2}.*live`));
  expect(listed.output).toMatch(new RegExp(`${v1}.*rollback target`));

  const rolledBack = await releaseCommand('rollback', ['mfe-games', '--dir', site.releaseDir]);
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await page.reload();
  await expect(page.getByText(GAMES_SUBTITLE)).toBeVisible();
  expect((await readRegistry(site)).apps.mfe_games!.version).toBe(v1);
  await copy.remove();
});

test('a remote adds pages and releases alone: routed, titled, guarded and in the nav, the shell untouched', async ({
  page,
  site,
}) => {
  const shellVersion = (await readRegistry(site)).apps.shell!.version;
  const shellRelease = path.join(site.releaseDir, 'shell', shellVersion);
  const shellBefore = {
    build: await hashTree(path.join(repoRoot, 'shell/dist')),
    release: await hashTree(shellRelease),
  };

  const copy = await copyAppFolder('mfe-games');
  await copy.write(
    'src/features/rune-dice/rune-dice-pages.tsx',
    `import { Page, PageHeader } from '@norsecraft/shared';

export function RuneDicePage() {
  return (
    <Page>
      <PageHeader title="Rune Dice" subtitle="Throw the runes." />
    </Page>
  );
}

export function HallOfFamePage() {
  return (
    <Page>
      <PageHeader title="Hall of Fame" subtitle="Members only." />
    </Page>
  );
}
`,
  );
  await copy.edit('src/pages.ts', (text) =>
    text.replace(
      "  { path: '/games/flappy-steve', title: 'Flappy Steve' },\n",
      `  { path: '/games/flappy-steve', title: 'Flappy Steve' },
  { path: '/games/rune-dice', title: 'Rune Dice', nav: { menu: 'more', label: 'Rune Dice', order: 25 } },
  { path: '/games/hall-of-fame', guard: 'signed-in' },
`,
    ),
  );
  await copy.edit('src/routes.tsx', (text) =>
    text
      .replace(
        "import { GamesHubPage } from './features/hub/components/games-hub-page';",
        "import { GamesHubPage } from './features/hub/components/games-hub-page';\nimport { HallOfFamePage, RuneDicePage } from './features/rune-dice/rune-dice-pages';",
      )
      .replace(
        '      </Routes>',
        '        <Route path="/games/rune-dice" element={<RuneDicePage />} />\n        <Route path="/games/hall-of-fame" element={<HallOfFamePage />} />\n      </Routes>',
      ),
  );
  const released = await ship(site, copy.folder);
  expect(released.status, released.output).toBe(0);
  // The canary visited both new pages, the guarded one signed in.
  expect(released.output).toContain('canary /games/rune-dice: ok');
  expect(released.output).toContain('canary /games/hall-of-fame: ok');

  await page.goto('/games/rune-dice');
  await expect(pageHeading(page)).toHaveText('Rune Dice');
  await expect(page).toHaveTitle('Rune Dice · Norsecraft');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu');
  // After News and Dynmap: the games' entries, the new one beside them.
  await expect(more.getByRole('menuitem').nth(2)).toHaveText('Games');
  await expect(more.getByRole('menuitem').nth(3)).toHaveText('Rune Dice');
  await more.getByRole('menuitem', { name: 'Rune Dice' }).click();
  await expect(page).toHaveURL(/\/games\/rune-dice$/);

  await page.goto('/games/hall-of-fame');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/games/hall-of-fame')}`);
  // Signing in on the guard's redirect leads back to the guarded page.
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ACCOUNTS.member.email);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/hall-of-fame$/);
  await expect(pageHeading(page)).toHaveText('Hall of Fame');
  // A page its manifest gives no name: the product's name alone.
  await expect(page).toHaveTitle('Norsecraft');

  expect({
    build: await hashTree(path.join(repoRoot, 'shell/dist')),
    release: await hashTree(shellRelease),
  }).toEqual(shellBefore);
  expect((await readRegistry(site)).apps.shell!.version).toBe(shellVersion);
  await copy.remove();
});

test.describe('a manifest that is not the released one', () => {
  test.use({ allowedConsoleErrors: /\[shell\] mfe_games failed|integrity|Failed to fetch/ });

  test('is refused by the browser (the registry carries its integrity): the fallback shows', async ({
    page,
    site,
    consoleErrors,
  }) => {
    const { version } = (await readRegistry(site)).apps.mfe_games!;
    const manifest = path.join(site.releaseDir, 'mfe-games', version, 'mf-manifest.json');
    // As a tampered or half-uploaded file on a CDN would be: same name, other bytes.
    await writeFile(
      manifest,
      (await readFile(manifest, 'utf8')).replace('"mfe_games"', '"mfe_gamez"'),
    );
    await page.goto('/games');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    expect(consoleErrors.join('\n')).toMatch(/integrity/);
    await page.goto('/rules');
    await expect(pageHeading(page)).toHaveText('Server Rules');
  });
});

type AppCopy = Awaited<ReturnType<typeof copyAppFolder>>;

/**
 * Ships a copy of mfe-games changed by `change`; the gate must refuse it and leave the release
 * directory as it was. Resolves to the release's output.
 */
async function refusedRelease(site: Site, change: (copy: AppCopy) => Promise<unknown>) {
  const before = await hashTree(site.releaseDir);
  const copy = await copyAppFolder('mfe-games');
  await change(copy);
  const refused = await ship(site, copy.folder);
  expect(refused.status, refused.output).toBe(1);
  expect(refused.output).toContain('refused mfe-games');
  expect(await hashTree(site.releaseDir)).toEqual(before);
  await copy.remove();
  return refused.output;
}

const HUB_PAGE = 'src/features/hub/components/games-hub-page.tsx';
/** The games hub with `line` first in its component. */
const hubPageStarting = (line: string) => (copy: AppCopy) =>
  copy.edit(HUB_PAGE, (text) =>
    text.replace('export function GamesHubPage() {', `export function GamesHubPage() {\n  ${line}`),
  );

test.describe('the gate refuses a release that would break the live site', () => {
  test('a page that throws: refused by the canary, nothing on the target changes', async ({
    page,
    site,
  }) => {
    const output = await refusedRelease(
      site,
      hubPageStarting("if (Date.now() > 0) throw new Error('broken release');"),
    );
    expect(output).toMatch(/\/games: .*the shell's fallback shows/);
    expect(output).toContain('broken release');
    await page.goto('/games');
    await expect(pageHeading(page)).toHaveText('Mini Games');
  });

  test('a page that throws only when rendered on the server: refused with the reason', async ({
    site,
  }) => {
    // Fine in the browser; live, its HTML would lose the page and the sitemap the path.
    const output = await refusedRelease(
      site,
      hubPageStarting(
        "if (typeof window === 'undefined') throw new Error('window is not defined here');",
      ),
    );
    expect(output).toContain(
      '/games: the server render failed (window is not defined here): the page would be sent without its content',
    );
    expect(output).not.toMatch(/\/games: .*fallback/);
  });

  test('a remote built against a newer shared export than the live shell provides: refused, shell first', async ({
    site,
  }) => {
    const output = await refusedRelease(site, async (copy) => {
      // The shared package gained an export; its version still says 1.0.0, which the live
      // shell's copy satisfies, so the federation would hand the remote the shell's copy.
      const shared = await copy.ownSharedPackage();
      await shared.write(
        'src/lib/rune-of-the-day.ts',
        "export const runeOfTheDay = () => 'Fehu';\n",
      );
      await shared.edit(
        'src/index.ts',
        (text) => `${text}export { runeOfTheDay } from './lib/rune-of-the-day';\n`,
      );
      await copy.edit(HUB_PAGE, (text) =>
        text
          .replace(
            "import { Card, Grid, LinkButton, Page, PageHeader } from '@norsecraft/shared';",
            "import { Card, Grid, LinkButton, Page, PageHeader, runeOfTheDay } from '@norsecraft/shared';",
          )
          .replace(
            'subtitle="Two trials for idle hands. Play as a guest or signed in."',
            'subtitle={`Rune of the day: ${runeOfTheDay()}.`}',
          ),
      );
    });
    expect(output).toMatch(
      /@norsecraft\/shared: mfe_games uses runeOfTheDay \(built with shared 1\.0\.0\), which the live shell \(1\.0\.0-[0-9a-f]+\) does not provide \(shared 1\.0\.0\): release the shell first/,
    );
    expect(output).not.toContain('canary /games');
  });

  test('a remote built against a React the live shell cannot share: refused before any page loads', async ({
    site,
  }) => {
    const output = await refusedRelease(site, (copy) =>
      copy.pinDependencyVersion('react', '18.3.1'),
    );
    expect(output).toContain('react: mfe_games needs ^18.3.1 but the live shell');
    expect(output).not.toContain('canary /games');
  });
});

test('a remote for a target without a live shell is refused before anything is built, started or written', async () => {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-e2e-empty-target-'));
  const empty = path.join(parent, 'releases');
  try {
    const run = startReleaseCommand('ship', ['mfe-games', '--dir', empty, '--skip-tests'], {
      // The canary's own stack, as outside the test harness: nothing of it may start.
      CANARY_SUPABASE_URL: '',
    });
    const { status } = await run.exited;
    expect(status, run.output()).toBe(3);
    expect(run.output()).toContain(
      `refused mfe-games: release directory ${empty} has no live shell, and a remote goes live only beside one; nothing was built or changed. Release the shell there first (pnpm release shell), then mfe-games.`,
    );
    expect(run.output()).not.toContain('rsbuild');
    expect(existsSync(empty)).toBe(false);
    expect(await run.processesLeft()).toEqual([]);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

test('a release stopped by SIGTERM stops what it started (its build, its canary, the canary’s stack) and changes nothing', async ({
  site,
}) => {
  const before = await hashTree(site.releaseDir);
  const copy = await copyAppFolder('mfe-games');
  const run = startReleaseCommand(
    'ship',
    ['mfe-games', '--dir', site.releaseDir, '--source', copy.folder, '--skip-tests'],
    { CANARY_SUPABASE_URL: '' },
  );
  try {
    // Stopped once the canary's stack has started PostgREST (the candidate building, or gated).
    await expect
      .poll(async () => (await run.processesLeft()).some((command) => /postgrest/.test(command)), {
        timeout: 120_000,
      })
      .toBe(true);
    process.kill(run.pid, 'SIGTERM');
    const { status } = await run.exited;
    expect(status, run.output()).toBe(143);
    expect(run.output()).toContain('SIGTERM: stopping what the release started');
    expect(await run.processesLeft()).toEqual([]);
    expect(await hashTree(site.releaseDir)).toEqual(before);
  } finally {
    // Whatever a failed expectation left: the whole group.
    try {
      process.kill(-run.pid, 'SIGKILL');
    } catch {
      // Nothing left.
    }
    await copy.remove();
  }
});

test('the Supabase Storage target: released through the Storage API, loaded from the bucket with the right headers, rolled back', async ({
  page,
}) => {
  const { stackUrl, anonKey, serviceRoleKey } = e2eEnv();
  const target = storageTarget({ url: stackUrl, serviceRoleKey, bucket: 'site-releases' });
  // Every app released once into the bucket, then the site served from it as a CDN would.
  await releaseMissingApps(target, { build: false });
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
    env: { supabaseUrl: stackUrl, supabaseAnonKey: anonKey },
    hostEnv: E2E_HOST_ENV,
  });
  const bucketUrl = `${stackUrl}/storage/v1/object/public/site-releases/`;
  const fromBucket: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(bucketUrl)) {
      fromBucket.push({ url: response.url(), headers: response.headers() });
    }
  });
  try {
    await page.goto(`${site.url}/games`);
    await expect(pageHeading(page)).toHaveText('Mini Games');
    const manifest = fromBucket.find((r) => r.url.endsWith('/mf-manifest.json'));
    const script = fromBucket.find((r) => r.url.endsWith('.js'));
    expect(manifest?.url).toContain(`${bucketUrl}mfe-games/`);
    expect(manifest?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(script?.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const response of [manifest, script]) {
      expect(response?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The federation runtime fetches the manifest cross-origin (scripts load without CORS);
    // Storage's public objects allow any origin, as hosted does.
    expect(manifest?.headers['access-control-allow-origin']).toBe('*');
    const registryUrl = `${bucketUrl}registry.json`;
    expect((await fetch(registryUrl)).headers.get('cache-control')).toBe('no-cache');
    const liveVersion = async () =>
      ((await (await fetch(registryUrl)).json()) as { apps: Record<string, { version: string }> })
        .apps.mfe_games!.version;
    const v1 = await liveVersion();
    const servedVersion = async () => (await site.registry()).apps.mfe_games!.version;

    const copy = await copyAppFolder('mfe-games');
    await copy.edit('src/locales/en/games.json', (text) =>
      text.replace('"hub.title": "Mini Games"', '"hub.title": "Mini Games v2"'),
    );
    const storageEnv = { SUPABASE_URL: stackUrl, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey };
    const released = await releaseCommand(
      'ship',
      ['mfe-games', '--target', 'storage', '--source', copy.folder, '--skip-tests'],
      storageEnv,
    );
    expect(released.status, released.output).toBe(0);
    expect(await liveVersion()).not.toBe(v1);
    // The host revalidates the bucket's registry every REGISTRY_TTL_MS, serving its copy meanwhile.
    await expect.poll(servedVersion).not.toBe(v1);
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Mini Games v2');

    const rolledBack = await releaseCommand(
      'rollback',
      ['mfe-games', '--target', 'storage'],
      storageEnv,
    );
    expect(rolledBack.status, rolledBack.output).toBe(0);
    expect(await liveVersion()).toBe(v1);
    await expect.poll(servedVersion).toBe(v1);
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Mini Games');
    await copy.remove();
  } finally {
    // Left open, the page would go on asking the closed host (its own console errors).
    await page.goto('about:blank');
    await site.close();
  }
});
