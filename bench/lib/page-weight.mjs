/* global PerformanceObserver, performance */
// What a visitor's cold load of a page costs: the bytes of every response (and of the data
// requests among them) until the network is idle, and when the page painted (FCP, LCP). The
// data-scale bench compares these on the small and the large data set (issue 18: "page weight
// and first paint of every page unchanged").
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { median } from './report.mjs';
import { blockOutsideHosts, signIn } from './site.mjs';

/** The player with the most punishments, as the history page's sample. */
export async function busiestPlayer(site) {
  const answer = await fetch(
    `${site.stackUrl}/rest/v1/punishment_players?select=player_name&order=total.desc&limit=1`,
    { headers: { apikey: site.anonKey, authorization: `Bearer ${site.anonKey}` } },
  );
  const [row] = await answer.json();
  return row.player_name;
}

async function loadOnce(browser, url, storageState) {
  const context = await browser.newContext({ storageState });
  await blockOutsideHosts(context);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) =>
    bodies.push(
      response
        .body()
        .then((body) => ({ data: response.url().includes('/rest/v1/'), bytes: body.length }))
        .catch(() => null),
    ),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No LCP entry at all (nothing painted): say so rather than wait.
        setTimeout(() => resolve({ fcp, lcp: NaN }), 1000);
      }),
  );
  const responses = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return {
    bytes: responses.reduce((sum, r) => sum + r.bytes, 0),
    dataBytes: responses.filter((r) => r.data).reduce((sum, r) => sum + r.bytes, 0),
    ...paint,
  };
}

/**
 * Each page loaded `runs` times cold (a fresh context each); the median of each figure.
 * @param {{ url: string }} site
 * @param {{ path: string, as?: 'admin' | 'member' }[]} pages
 */
export async function measurePageWeights(site, pages, runs) {
  const browser = await launchChromium();
  try {
    const sessions = {};
    for (const who of new Set(pages.map((p) => p.as).filter(Boolean))) {
      const context = await browser.newContext();
      await blockOutsideHosts(context);
      await signIn(await context.newPage(), site.url, who);
      sessions[who] = await context.storageState();
      await context.close();
    }
    const results = [];
    for (const { path, as } of pages) {
      const loads = [];
      for (let i = 0; i < runs; i++) {
        loads.push(await loadOnce(browser, `${site.url}${path}`, as && sessions[as]));
      }
      results.push({
        path,
        bytes: median(loads.map((l) => l.bytes)),
        dataBytes: median(loads.map((l) => l.dataBytes)),
        fcpMs: Math.round(median(loads.map((l) => l.fcp))),
        lcpMs: Math.round(median(loads.map((l) => l.lcp))),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
