/* global window, document, performance, MutationObserver */ // (some functions run in the page)
// Remote-to-remote navigation in the composed production site: time from the click on a nav link
// into another remote until that page's h1 is visible, cold (the remote not loaded yet) and with
// prefetch (link hovered first, prefetch finished). Target (issue "Hardening"): ≤ 150 ms p50
// with prefetch. Run: node bench/nav-timing.mjs
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';
import { blockOutsideHosts, startSite } from './lib/site.mjs';

const SAMPLES = 5;
const SCENARIOS = [
  { from: '/', link: 'Games', inMore: true, to: '/games', heading: 'Games' },
  {
    from: '/',
    link: 'Auction House',
    inMore: true,
    to: '/auction-house',
    heading: 'Auction House',
  },
  { from: '/games', link: 'Rules', inMore: false, to: '/rules', heading: 'Rules' },
];

/** Resolves once no resource has started loading for `quietMs` (the prefetch is done). */
async function waitForQuiet(page, quietMs = 400) {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

async function sample(browser, siteUrl, scenario, prefetch) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await blockOutsideHosts(context);
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}${scenario.from}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (scenario.inMore) await nav.getByRole('button', { name: 'More' }).click();
    const link = scenario.inMore
      ? page.getByRole('menuitem', { name: scenario.link })
      : nav.getByRole('link', { name: scenario.link, exact: true });
    if (prefetch) {
      await link.hover();
      await waitForQuiet(page);
    }
    // Timed in the page: from the click event to the first frame where the new h1 is shown.
    await page.evaluate((heading) => {
      window.__navTiming = new Promise((resolve) => {
        let clickedAt;
        document.addEventListener('click', () => (clickedAt = performance.now()), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (clickedAt !== undefined && h1?.textContent?.includes(heading)) {
            observer.disconnect();
            window.requestAnimationFrame(() => resolve(performance.now() - clickedAt));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, scenario.heading);
    await link.click();
    await page.waitForURL(`**${scenario.to}`);
    return await page.evaluate(() => window.__navTiming);
  } finally {
    await context.close();
  }
}

const site = await startSite();
const browser = await launchChromium();
const results = [];
try {
  for (const scenario of SCENARIOS) {
    for (const prefetch of [false, true]) {
      const times = [];
      for (let i = 0; i < SAMPLES; i += 1)
        times.push(await sample(browser, site.url, scenario, prefetch));
      results.push({
        from: scenario.from,
        to: scenario.to,
        mode: prefetch ? 'prefetched' : 'cold',
        p50Ms: Math.round(median(times)),
        samplesMs: times.map(Math.round),
      });
    }
  }
} finally {
  await browser.close();
  await site.close();
}

console.log(`Click → h1 visible, ${SAMPLES} samples each (target: ≤ 150 ms p50 prefetched)\n`);
printTable(
  results.map((r) => ({
    from: r.from,
    to: r.to,
    mode: r.mode,
    'p50 ms': r.p50Ms,
    samples: r.samplesMs.join(' '),
  })),
);
writeResults('nav-timing', { samples: SAMPLES, results });
