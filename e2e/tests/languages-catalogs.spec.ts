import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, pageHeading, pageHydrated, test } from '../support/fixtures';

/*
 * A page downloads its own language's catalogs only (README "Languages"): English is bundled,
 * Swedish comes as chunks of their own that an English page never requests, and that a Swedish
 * page has before anything renders — the server's HTML, hydration, and a page of another remote
 * reached by a link.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const catalogValues = (app: string, language: string): string[] => {
  const dir = path.join(repo, app, 'src/locales', language);
  return readdirSync(dir).flatMap((file) =>
    Object.values(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  );
};

/**
 * Swedish sentences of an app's catalogs that only its Swedish catalog chunks hold: plain text
 * (compiled as written), ASCII (never escaped by the minifier), no English catalog's words.
 */
function swedishOnly(app: string): string[] {
  const english = new Set(
    ['shared', 'shell', 'mfe-info', 'mfe-games', 'mfe-auction'].flatMap((name) =>
      catalogValues(name, 'en'),
    ),
  );
  return catalogValues(app, 'sv')
    .filter((text) => /^[A-Za-z ,.]{16,}$/.test(text) && !english.has(text))
    .slice(0, 4);
}

const SWEDISH = {
  shell: swedishOnly('shell'),
  shared: swedishOnly('shared'),
  games: swedishOnly('mfe-games'),
  auction: swedishOnly('mfe-auction'),
};

/** The bodies of the scripts the page downloads from now on. */
function scriptsOf(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

/** The Swedish sentences (of `texts`) found in the scripts. */
async function swedishIn(scripts: { body: Promise<string> }[], texts: string[]) {
  const bodies = await Promise.all(scripts.map((script) => script.body));
  return texts.filter((text) => bodies.some((body) => body.includes(text)));
}

test('the sentences the checks look for are there', () => {
  for (const [app, texts] of Object.entries(SWEDISH)) expect(texts.length, app).toBeGreaterThan(0);
});

for (const [english, swedish, remote] of [
  ['/games', '/sv/games', 'games'],
  ['/auction-house', '/sv/auction-house', 'auction'],
] as const) {
  test(`${english} downloads no Swedish catalog; ${swedish} downloads its own, preloaded`, async ({
    page,
  }) => {
    const texts = [...SWEDISH.shell, ...SWEDISH.shared, ...SWEDISH[remote]];
    const englishScripts = scriptsOf(page);
    await page.goto(english);
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await swedishIn(englishScripts, texts)).toEqual([]);

    const swedishScripts = scriptsOf(page);
    const response = await page.goto(swedish);
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await swedishIn(swedishScripts, texts)).toEqual(texts);
    // The remote's Swedish catalog is among the chunks the HTML preloads.
    const html = (await response?.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map(
      (match) => match[1]!,
    );
    const catalogChunks: string[] = [];
    for (const script of swedishScripts) {
      const body = await script.body;
      if (SWEDISH[remote].some((text) => body.includes(text))) catalogChunks.push(script.url);
    }
    expect(catalogChunks.length).toBeGreaterThan(0);
    for (const url of catalogChunks) expect(preloaded).toContain(url);
  });
}

test('a Swedish page is Swedish in its HTML and after hydration', async ({ page, request }) => {
  const html = await (await request.get('/sv/games')).text();
  expect(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toContain('Minispel');
  // The fixture fails the test on a hydration mismatch (a console error).
  await page.goto('/sv/games');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText('Minispel');
});

test('a link on a Swedish page to another remote shows that page in Swedish, never in English', async ({
  page,
}) => {
  // The auction's Swedish catalog is held: the page must wait for it, not show English meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reachedCatalog = () => {};
  const catalogAsked = new Promise<void>((resolve) => (reachedCatalog = resolve));
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (SWEDISH.auction.some((text) => body.includes(text))) {
      reachedCatalog();
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/sv/rules');
  await pageHydrated(page);
  // Every heading the page ever shows from now on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) seen.push(h1.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: 'Mer' })
    .click();
  await page.getByRole('menuitem', { name: 'Auktionshuset' }).click();
  await catalogAsked;
  await expect(page).toHaveURL(/\/sv\/auction-house$/);
  // Its code is there, its words not yet: no English page meanwhile.
  await expect(page.getByRole('heading', { name: 'Auction House' })).toHaveCount(0);
  release();
  await expect(pageHeading(page)).toHaveText('Auktionshuset');
  const seen = await page.evaluate(
    () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
  );
  expect(seen).not.toContain('Auction House');
});
