/* global performance */
// First-load weight of the composed production site: every request a cold page load makes until
// network idle (JS and CSS, raw and gzip — gzip computed here from the decoded bodies, the budgets'
// unit; the static server sends Brotli, a little smaller), the JS that had arrived by the first paint and whether the query library was part
// of it, react-dom downloads per load (must be 1), and each remote's entry and route chunk as
// built; and how much JavaScript the page's content waits for: none when the HTML already shows
// its heading with JavaScript off, else everything loaded until the heading shows.
// Budgets (issue "Content first on a phone"): / needs ≤ 150 KB gzip of JS before its content is
// visible and loads ≤ 200 KB gzip in all; each route chunk ≤ 60 KB gzip. Every figure is the
// median of RUNS cold loads. Run: node bench/first-load.mjs (builds missing dist/ folders first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distOf, REMOTES } from '../scripts/lib/apps.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { kb, median, printTable, writeResults } from './lib/report.mjs';
import { signIn, startSite } from './lib/site.mjs';

const PAGES = [
  { path: '/' },
  { path: '/votes' },
  { path: '/items' },
  { path: '/auction-house' },
  { path: '/games' },
  { path: '/games/flappy-steve' },
  { path: '/admin', as: 'admin' },
];

// Each react-dom copy registers its renderer with this name (React DevTools' hook).
const REACT_DOM_SIGNATURE = 'rendererPackageName:"react-dom"';
// TanStack Query's chunk: its provider's error message survives minification.
const QUERY_LIBRARY_SIGNATURE = 'No QueryClient set';

const RUNS = Number(process.env.FIRST_LOAD_RUNS) || 3;

const gzipSize = (body) => gzipSync(body).length;

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  return 'other';
}

/** Load `url` in a fresh context (cold cache) and collect every response body. */
async function measurePage(browser, url, storageState) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const bodies = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), kind: kindOf(response), body }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  // What had arrived by the first paint (the layout): the JS a page needs before it shows anything.
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    arrived: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, end: entry.responseEnd })),
  }));
  const responses = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const total = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, other: { raw: 0, gzip: 0 } };
  let reactDom = 0;
  let queryLibrary = 'no';
  const beforePaint = { raw: 0, gzip: 0 };
  const arrivedBy = new Map(timing.arrived.map(({ url: at, end }) => [at, end]));
  for (const { url: at, kind, body } of responses) {
    total[kind].raw += body.length;
    total[kind].gzip += gzipSize(body);
    if (kind !== 'js') continue;
    if (body.includes(REACT_DOM_SIGNATURE)) reactDom += 1;
    const paintedAfter =
      timing.firstPaint === null || (arrivedBy.get(at) ?? Infinity) > timing.firstPaint;
    if (body.includes(QUERY_LIBRARY_SIGNATURE)) queryLibrary = paintedAfter ? 'after' : 'before';
    if (!paintedAfter) {
      beforePaint.raw += body.length;
      beforePaint.gzip += gzipSize(body);
    }
  }
  const jsFiles = responses
    .filter((r) => r.kind === 'js')
    .map((r) => ({ url: r.url, raw: r.body.length, gzip: gzipSize(r.body) }));
  return {
    requests,
    ...total,
    reactDomDownloads: reactDom,
    firstPaintMs: timing.firstPaint,
    jsBeforeFirstPaint: beforePaint,
    queryLibrary,
    jsFiles,
  };
}

/** Whether the page's heading is on screen from its HTML alone (JavaScript off). */
async function contentWithoutJs(browser, url, storageState) {
  const context = await browser.newContext({ storageState, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const visible = await page.locator('main h1').first().isVisible();
  await context.close();
  return visible;
}

/** The median of each figure over RUNS cold loads (the files of the last run are listed). */
async function measureMedian(browser, url, storageState) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(browser, url, storageState));
  const mid = (pick) => median(runs.map(pick));
  const htmlShowsContent = await contentWithoutJs(browser, url, storageState);
  const js = { raw: mid((r) => r.js.raw), gzip: mid((r) => r.js.gzip) };
  return {
    requests: mid((r) => r.requests),
    js,
    css: { raw: mid((r) => r.css.raw), gzip: mid((r) => r.css.gzip) },
    other: { raw: mid((r) => r.other.raw), gzip: mid((r) => r.other.gzip) },
    reactDomDownloads: Math.max(...runs.map((r) => r.reactDomDownloads)),
    firstPaintMs: mid((r) => r.firstPaintMs),
    jsBeforeFirstPaint: {
      raw: mid((r) => r.jsBeforeFirstPaint.raw),
      gzip: mid((r) => r.jsBeforeFirstPaint.gzip),
    },
    queryLibrary: runs.at(-1).queryLibrary,
    htmlShowsContent,
    jsBeforeContent: htmlShowsContent ? { raw: 0, gzip: 0 } : js,
    jsFiles: runs.at(-1).jsFiles,
  };
}

/** Sizes of each remote's entry and exposed ./routes chunks, from its built manifest. */
function remoteChunks() {
  return REMOTES.map((remote) => {
    const dist = distOf(remote);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const size = (files) =>
      files.reduce(
        (sum, file) => {
          const body = readFileSync(path.join(dist, file));
          return { raw: sum.raw + body.length, gzip: sum.gzip + gzipSize(body) };
        },
        { raw: 0, gzip: 0 },
      );
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    return {
      remote: remote.name,
      entry: size([manifest.metaData.remoteEntry.name]),
      // Loaded with ./routes itself; the lazy pages' chunks load on their own route.
      routes: size(routes.assets.js.sync),
      lazyPages: size(routes.assets.js.async),
    };
  });
}

const site = await startSite();
const browser = await launchChromium();
try {
  let adminState;
  const pages = [];
  for (const { path: pathname, as } of PAGES) {
    if (as && !adminState) {
      const context = await browser.newContext();
      await signIn(await context.newPage(), site.url, as);
      adminState = await context.storageState();
      await context.close();
    }
    pages.push({
      path: pathname,
      ...(await measureMedian(browser, `${site.url}${pathname}`, as ? adminState : undefined)),
    });
  }
  const remotes = remoteChunks();

  console.log(
    `First load, cold cache, until network idle, median of ${RUNS} (KB; gzip computed with zlib; / budgets: JS before content ≤ 150, JS ≤ 200)\n`,
  );
  printTable(
    pages.map((p) => ({
      page: p.path,
      requests: p.requests,
      'content in HTML': p.htmlShowsContent ? 'yes' : 'no',
      'JS before content gzip': kb(p.jsBeforeContent.gzip),
      'JS raw': kb(p.js.raw),
      'JS gzip': kb(p.js.gzip),
      'CSS raw': kb(p.css.raw),
      'CSS gzip': kb(p.css.gzip),
      'other gzip': kb(p.other.gzip),
      'JS gzip before first paint': kb(p.jsBeforeFirstPaint.gzip),
      'query library': p.queryLibrary === 'no' ? '-' : `${p.queryLibrary} first paint`,
      'react-dom downloads': p.reactDomDownloads,
    })),
  );
  console.log('\nRemotes as built (KB gzip; budget: routes ≤ 60)\n');
  printTable(
    remotes.map((r) => ({
      remote: r.remote,
      'entry raw': kb(r.entry.raw),
      'entry gzip': kb(r.entry.gzip),
      'routes raw': kb(r.routes.raw),
      'routes gzip': kb(r.routes.gzip),
      'lazy pages gzip': kb(r.lazyPages.gzip),
    })),
  );
  writeResults('first-load', { pages, remotes });
} finally {
  await browser.close();
  await site.close();
}
