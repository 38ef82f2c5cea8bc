import type { Page, Response } from '@playwright/test';
import { ACCOUNTS } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';
import { holdRequests, SHELL_ENTRY } from '../support/hold-requests';
import { siteRoutes } from '../support/site-routes';

/*
 * Content first (issue 13): every public page arrives as HTML — the shell's chrome and the page's
 * heading and opening text with their styles — rendered from the live releases; the browser then
 * hydrates it (issue 37), with the registry inline and the page's code preloaded.
 */

const PUBLIC = siteRoutes().filter((route) => !route.guard);

/** The visible text of HTML as a browser without JavaScript shows it (tags dropped). */
const textOf = (html: string) =>
  html
    .replace(/<script\b[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<style\b[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

/** What the running page shows: its h1 and the first paragraph after it in main. */
async function renderedOpening(page: Page) {
  const heading = squash(await pageHeading(page).textContent());
  const paragraph = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const all = [...document.querySelectorAll('main p')];
    const after = all.find(
      (p) => h1 && h1.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return after?.textContent ?? null;
  });
  return { heading, paragraph: paragraph === null ? null : squash(paragraph) };
}

for (const route of PUBLIC) {
  test(`${route.visit} arrives as HTML with its heading and opening text`, async ({
    page,
    request,
  }) => {
    const response = await request.get(route.visit);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = /<main\b[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
    // The chrome is there too: the top bar's links and the footer.
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('<footer');
    expect(html).toMatch(
      /<style id="norsecraft-server-styles" data-styled="true" data-styled-version="[\d.]+">[^<]+/,
    );

    await page.goto(route.visit);
    await expect(pageHeading(page)).toBeVisible();
    // A page that sends the visitor elsewhere (the reset link's page without a link) has no
    // content of its own to compare.
    test.skip(new URL(page.url()).pathname !== route.visit, `${route.visit} redirects`);
    const { heading, paragraph } = await renderedOpening(page);
    expect(heading).not.toBe('');
    expect(textOf(main)).toContain(heading);
    if (paragraph) expect(textOf(main)).toContain(paragraph);
  });
}

test('each public page has its own title, description, canonical URL and preview card', async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of PUBLIC) {
    const html = await (await request.get(route.visit)).text();
    // A page whose first view has no content of its own (the reset link's page asks the session
    // first) is kept out of search and previews instead.
    if (!/<main\b.*<h1\b/s.test(html)) {
      expect(meta(html, 'robots'), route.visit).toBe('noindex');
      continue;
    }
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = meta(html, 'description') ?? '';
    expect(title, route.visit).toMatch(/^\S.* · Norsecraft$/);
    expect(description.length, route.visit).toBeGreaterThan(20);
    titles.set(title, [titles.get(title), route.visit].filter(Boolean).join(' '));
    descriptions.set(description, [descriptions.get(description), route.visit].join(' '));
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${route.visit}" />`);
    // The main information pages preview in the spec's form, the others under their tab title.
    const preview = route.previewLabel ? `NORSECRAFT | ${route.previewLabel}` : title;
    expect(meta(html, 'og:title')).toBe(preview);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`${baseURL}${route.visit}`);
    expect(meta(html, 'og:image')).toBe(`${baseURL}/og-image.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(preview);
  }
  expect([...titles.values()].filter((paths) => paths.includes(' '))).toEqual([]);
  expect([...descriptions.values()].filter((paths) => paths.trim().includes(' '))).toEqual([]);
  const image = await request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});

test('robots.txt points at a sitemap of every public page sent with its content', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const indexable: string[] = [];
  // A path with `:name` segments stands for many pages: none of them is listed.
  for (const route of PUBLIC.filter(({ path }) => !path.includes('/:'))) {
    const html = await (await request.get(route.path)).text();
    if (meta(html, 'robots') !== 'noindex') indexable.push(route.path);
  }
  expect(indexable.length).toBeGreaterThan(PUBLIC.length / 2);
  // Each in English and in Swedish (issue 40).
  const expected = indexable.flatMap((path) => [
    `${baseURL}${path}`,
    `${baseURL}/sv${path === '/' ? '' : path}`,
  ]);
  expect(locations.sort()).toEqual(expected.sort());
});

test('guarded pages and unknown paths are not offered to crawlers', async ({ request }) => {
  for (const path of ['/settings', '/admin', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(meta(html, 'robots'), path).toBe('noindex');
  }
  // The admin page's HTML names none of the admin remote's code.
  const admin = await (await request.get('/admin')).text();
  expect(admin).not.toMatch(/rel="preload"[^>]*as="script"/);
});

/** Counts react-dom copies: each one registers itself with the DevTools hook when it loads. */
async function countReactDoms(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    let id = 0;
    w.__reactDoms = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        (w.__reactDoms as number) += 1;
        return ++id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/** Records whether main ever lost its h1 after the HTML showed one (a loading state in between). */
async function watchForBlankMain(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mainLostHeading: boolean };
    w.__mainLostHeading = false;
    let seen = false;
    new MutationObserver(() => {
      const present = !!document.querySelector('main h1');
      if (present) seen = true;
      else if (seen) w.__mainLostHeading = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const path of ['/', '/items', '/auction-house', '/games']) {
  test(`${path}: the browser hydrates the HTML, one react-dom, no round trip for the registry`, async ({
    page,
  }) => {
    await countReactDoms(page);
    await watchForBlankMain(page);
    const registryFetches: string[] = [];
    page.on('request', (r) => r.url().endsWith('/remotes.json') && registryFetches.push(r.url()));
    const preloaded: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() || r.resourceType() !== 'script') return;
      preloaded.push(r.url());
    });
    await page.goto(path);
    await pageHydrated(page);
    await expect(pageHeading(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __reactDoms: number }).__reactDoms),
    ).toBe(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { __mainLostHeading: boolean }).__mainLostHeading,
      ),
    ).toBe(false);
    expect(registryFetches).toEqual([]);

    // Interactive: the nav routes client-side (no new document).
    let documents = 0;
    page.on('request', (r) => r.isNavigationRequest() && (documents += 1));
    await page.getByRole('link', { name: 'Norsecraft home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(pageHeading(page)).toHaveText('Norsecraft');
    expect(documents).toBe(0);
  });
}

test("/punishments: the HTML shows the data's loading state, and the browser fetches the data once", async ({
  page,
  request,
}) => {
  const loading = 'Loading punishments...';
  // Searched per visitor: the server runs no query, its page shows the frame and the loading state.
  const html = await (await request.get('/punishments')).text();
  const main = textOf(/<main\b[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '');
  expect(main).toContain(loading);

  await watchForBlankMain(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/rest/v1/rpc/search_punishments') reads.push(r.url());
  });
  await page.goto('/punishments');
  await pageHydrated(page);
  await expect(page.getByText(loading, { exact: true })).toBeHidden();
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { __mainLostHeading: boolean }).__mainLostHeading,
    ),
  ).toBe(false);
});

for (const { path, shown, read, loading } of [
  {
    path: '/auction-house',
    shown: 'Netherite Sword of Tyr',
    read: 'auction_listings_live',
    loading: 'Loading auctions...',
  },
  { path: '/items', shown: 'Helm of the Allfather', read: 'items', loading: 'Loading items...' },
]) {
  test(`${path} arrives with its data: in the HTML, and on screen before the browser has read it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const main = textOf(/<main\b[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '');
    expect(main).toContain(shown);
    expect(main).not.toContain(loading);

    // The browser's own reads of the data are held: what the page shows came with the HTML.
    const releaseReads = await holdRequests(page, (url) => url.pathname === `/rest/v1/${read}`);
    await page.goto(path);
    await pageHydrated(page);
    await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
    await expect(page.getByText(loading, { exact: true })).toHaveCount(0);
    releaseReads();
  });
}

/** Runs the page's CPU at a quarter of the speed, as Lighthouse's phone does. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a sign-in typed and sent on the HTML before it is hydrated is sent once it is, never in the URL', async ({
  page,
}) => {
  await slowCpu(page);
  // The shell's code is held back, as on a slow phone: the sign-in form on screen is the HTML's.
  const releaseShell = await holdRequests(page, SHELL_ENTRY);
  const documents: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && documents.push(r.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ACCOUNTS.member.email);
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await main.getByLabel('Password', { exact: true }).press('Enter');
  expect(page.url()).toMatch(/\/login$/);

  releaseShell();
  await expect(page).toHaveURL(/\/members$/);
  // One document: the form was not sent by the browser (its fields in the URL), only by the page.
  expect(documents).toHaveLength(1);
  expect(documents[0]).not.toContain(encodeURIComponent(ACCOUNTS.member.password));
});

test('text typed into the HTML before it is hydrated is in the page once it is', async ({
  page,
}) => {
  await slowCpu(page);
  const releaseShell = await holdRequests(page, SHELL_ENTRY);
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ACCOUNTS.member.email);
  releaseShell();
  await pageHydrated(page);
  // Only the password is typed into the hydrated page: the email is the one typed before.
  await main.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
});

for (const how of ['click', 'Enter'] as const) {
  test(`a menu opened on the HTML (${how}) before it is hydrated opens once it is`, async ({
    page,
  }) => {
    await slowCpu(page);
    const releaseShell = await holdRequests(page, SHELL_ENTRY);
    await page.goto('/', { waitUntil: 'commit' });
    const more = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'More' });
    if (how === 'click') await more.click();
    else {
      await more.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('menu')).toHaveCount(0);

    releaseShell();
    await expect(page.getByRole('menuitem', { name: 'Dynmap' })).toBeVisible();
    // From the keyboard, the menu opens on its first item (News), as it does on the hydrated page.
    if (how === 'Enter') await expect(page.getByRole('menuitem', { name: 'News' })).toBeFocused();
  });
}

test('hovering a link to the auction house starts its listings loading, not only its code', async ({
  page,
}) => {
  const listingReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/rest/v1/auction_listings_live') listingReads.push(r.url());
  });
  await page.goto('/rules');
  await expect(pageHeading(page)).toHaveText('Server Rules');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Auction House', exact: true }).hover();
  await expect.poll(() => listingReads.length).toBe(1);
  await page.getByRole('menuitem', { name: 'Auction House', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('Auction House');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("the page's remote entry and page chunk are preloaded by the HTML, the API preconnected", async ({
  request,
}) => {
  const html = await (await request.get('/items')).text();
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => [
    m[2],
    m[1],
  ]);
  const info = preloads.filter(([, url]) => /\/1\.\d+\.\d+-[0-9a-f]+\//.test(url!));
  expect(
    info.find(([as, url]) => as === 'fetch' && url!.endsWith('/mf-manifest.json')),
  ).toBeTruthy();
  expect(info.find(([, url]) => /\/static\/js\/mfe_info\.[0-9a-f]+\.js$/.test(url!))).toBeTruthy();
  // Beyond the entry and ./routes: the chunk of the items page itself.
  const chunks = info.filter(([, url]) => url!.includes('/static/js/async/'));
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  // Every remote's pages are learned, one after another by one kept learner: a page of another
  // remote preloads its own page chunk too.
  const flappy = await (await request.get('/games/flappy-steve')).text();
  expect(flappy).toMatch(/<link rel="preload" href="[^"]+\/static\/js\/mfe_games\.[0-9a-f]+\.js"/);
  expect(
    flappy.match(/<link rel="preload" href="[^"]+\/static\/js\/async\/[^"]+"/g)?.length ?? 0,
  ).toBeGreaterThanOrEqual(2);
  // The connection to the Supabase API (the data, the footer's server status) opens at once.
  expect(html).toContain(
    `<link rel="preconnect" href="${new URL(e2eEnv().stackUrl).origin}" crossorigin="anonymous" />`,
  );
});

test('a signed-out visit to a page without data never downloads supabase-js', async ({ page }) => {
  const supabaseScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('GoTrueClient')) supabaseScripts.push(response.url());
  });
  for (const path of ['/', '/games']) {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(supabaseScripts, path).toEqual([]);
  }

  // A page with data loads it (its data may have come with the HTML).
  await page.goto('/items');
  await expect(page.locator('h2[id^="item-"]').first()).toBeVisible();
  await expect.poll(() => supabaseScripts.length).toBe(1);
});

test('scripts and pages are sent compressed to a browser (Brotli), as a CDN would', async ({
  page,
}) => {
  const reads: Promise<{ url: string; encoding: string | undefined; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    reads.push(
      (async () => ({
        url: response.url(),
        encoding: (await response.allHeaders())['content-encoding'],
        bytes: (await response.body()).length,
      }))(),
    );
  };
  page.on('response', onResponse);
  await page.goto('/items');
  await expect(page.locator('h2[id^="item-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Read before the test ends: a body asked for after that is an error of its own.
  page.off('response', onResponse);
  const sent = await Promise.all(reads);
  // The page and the shell's and the remote's scripts (each on its own origin); files under
  // 1 KB are sent as they are (compression would gain less than its header costs).
  const worthIt = sent.filter((response) => response.bytes >= 1024);
  expect(worthIt.length).toBeGreaterThan(5);
  expect(worthIt.filter((response) => response.encoding !== 'br')).toEqual([]);
});

test('on a phone neither hydration nor the web fonts arriving move the auction listings', async ({
  page,
}) => {
  // The fallback faces are slightly narrower: a toolbar that wrapped by its labels' width
  // broke onto a second row once the fonts came, pushing the listings down (CLS 0.11).
  const bodyFontLoaded = () =>
    page.evaluate(() => document.fonts.check('600 16px "Source Sans 3"'));
  for (const width of [360, 390, 412, 600, 800]) {
    await page.setViewportSize({ width, height: 800 });
    const releaseFonts = await holdRequests(page, /\.woff2$/);
    const releaseShell = await holdRequests(page, SHELL_ENTRY);
    // The load event waits for the held files once they are asked for: only the commit.
    await page.goto('/auction-house', { waitUntil: 'commit' });
    const list = page.getByRole('list').filter({ has: page.getByRole('article') });
    // The HTML's listings, drawn with the fallback faces (its styles declare no web font).
    await expect(list).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const inHtml = (await list.boundingBox())!.y;

    releaseShell();
    await pageHydrated(page);
    expect(await bodyFontLoaded()).toBe(false);
    expect((await list.boundingBox())!.y, `hydrated at ${width} px`).toBe(inHtml);

    releaseFonts();
    await expect.poll(bodyFontLoaded).toBe(true);
    expect((await list.boundingBox())!.y, `with the web fonts at ${width} px`).toBe(inHtml);
    await page.unrouteAll();
  }
});
