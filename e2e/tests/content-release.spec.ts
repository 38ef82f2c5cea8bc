import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { copyAppFolder } from '../support/app-copy';
import { expect, pageHeading, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { hashTree, releaseCommand } from '../support/release-cli';

/*
 * Content first (issue 13), independence kept: a page's HTML comes from its remote's own code at
 * its live release, so re-releasing mfe-info alone changes its pages' HTML — the shell is neither
 * rebuilt nor released. Runs in the `release` project (it builds and gates a copy of mfe-info).
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

test.describe.configure({ timeout: 600_000 });

const mainOf = (html: string) => /<main\b[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const headingOf = (html: string) =>
  /<h1\b[^>]*>(.*?)<\/h1>/s.exec(mainOf(html))?.[1]?.replace(/<[^>]+>/g, '') ?? null;

test("re-releasing mfe-info with a new heading serves the new HTML; the shell's files are unchanged", async ({
  page,
  request,
  site,
}) => {
  const shellBefore = {
    build: await hashTree(path.join(repoRoot, 'shell/dist')),
    release: await hashTree(path.join(site.releaseDir, 'shell')),
  };
  expect(headingOf(await (await request.get('/rules')).text())).toBe('Server Rules');

  const copy = await copyAppFolder('mfe-info');
  await copy.edit('src/locales/en/rules.json', (text) =>
    text.replace('"rules.title": "Server Rules"', '"rules.title": "Laws of the Realm"'),
  );
  const released = await releaseCommand('ship', [
    'mfe-info',
    '--dir',
    site.releaseDir,
    '--source',
    copy.folder,
    '--skip-tests',
  ]);
  expect(released.status, released.output).toBe(0);

  // The next request gets the page rendered by the new release, with the live shell's chrome.
  const html = await (await request.get('/rules')).text();
  expect(headingOf(html)).toBe('Laws of the Realm');
  expect(html).toMatch(/<nav aria-label="Main"/);
  expect(html).toContain('<meta property="og:description" content="Keep the realm fair');
  // Its other pages come from the new release too (their assets under its version).
  const { apps } = JSON.parse(await (await request.get('/remotes.json')).text()) as {
    apps: Record<string, { version: string }>;
  };
  expect(await (await request.get('/')).text()).toContain(`/${apps.mfe_info!.version}/static/`);

  await page.goto('/rules');
  await expect(pageHeading(page)).toHaveText('Laws of the Realm');

  expect({
    build: await hashTree(path.join(repoRoot, 'shell/dist')),
    release: await hashTree(path.join(site.releaseDir, 'shell')),
  }).toEqual(shellBefore);
});
