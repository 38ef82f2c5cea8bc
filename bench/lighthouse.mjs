// Lighthouse performance (score, LCP, TBT, CLS, FCP) of the composed production site, desktop and
// mobile presets (simulated throttling, the default config), in the system Chromium (no browser
// download). Each page is visited once first (warmUp), then each page and preset runs RUNS times
// in a fresh browser; the table shows the median
// of each figure and whether it meets its target (issue 27: mobile ≥ 95 and LCP ≤ 1.2 s,
// desktop 100; TBT ≤ 150 ms, CLS ≤ 0.02). Run: node bench/lighthouse.mjs
// (LIGHTHOUSE_RUNS=1 for a quick look). `--without-fonts-and-art` runs the mobile preset with the
// web fonts, the landing page's art photo and the item sprite sheet blocked (their fallbacks show),
// to compare the same build with and without them (issue "Finish": the budgets are not made worse
// by fonts and art).
import { createRequire } from 'node:module';
import os from 'node:os';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumPath, launchChromium } from '../scripts/lib/chromium.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';
import { blockOutsideHosts, startSite } from './lib/site.mjs';

// chrome-launcher comes with lighthouse (not a root dependency of its own).
const chromeLauncher = await import(
  createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')
);

const PAGES = [
  '/',
  '/votes',
  '/items',
  '/auction-house',
  '/games',
  '/punishments',
  '/calendar',
  '/wiki',
];
const withoutFontsAndArt = process.argv.includes('--without-fonts-and-art');
const PRESETS = withoutFontsAndArt
  ? { mobile: undefined }
  : { desktop: desktopConfig, mobile: undefined };
const BLOCKED = withoutFontsAndArt ? ['*.woff2', '*/static/image/*'] : [];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
// Issue 27 "The front door": mobile ≥ 95 with LCP ≤ 1.2 s, desktop 100.
const TARGETS = {
  desktop: { score: 100, lcpMs: Infinity, tbtMs: 150, cls: 0.02 },
  mobile: { score: 95, lcpMs: 1200, tbtMs: 150, cls: 0.02 },
};

async function runOnce(url, config) {
  // A fresh browser per run: no warm cache or leftover state between runs.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        blockedUrlPatterns: BLOCKED,
      },
      config,
    );
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(audit('first-contentful-paint')),
      // What the page's LCP was: the element Lighthouse names.
      lcpElement:
        lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
          ?.nodeLabel ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Each page is visited once before it is measured, as earlier visitors would have: the host has
 * rendered its HTML and finished the slow, small Brotli of each file in the background (the first
 * visitor after a release is sent a quick one). Without it, the first run measures that work on
 * the same two cores as the browser.
 */
async function warmUp(siteUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await blockOutsideHosts(context);
    const page = await context.newPage();
    for (const pathname of PAGES)
      await page.goto(`${siteUrl}${pathname}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
}

const site = await startSite();
const results = [];
try {
  await warmUp(site.url);
  for (const [preset, config] of Object.entries(PRESETS)) {
    for (const pathname of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(`${site.url}${pathname}`, config));
      const mid = (key) => median(runs.map((run) => run[key]));
      const result = {
        page: pathname,
        preset,
        score: mid('score'),
        lcpMs: mid('lcpMs'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        fcpMs: mid('fcpMs'),
        runs,
      };
      const target = TARGETS[preset];
      result.meetsTargets =
        result.score >= target.score &&
        result.lcpMs <= target.lcpMs &&
        result.tbtMs <= target.tbtMs &&
        result.cls <= target.cls;
      results.push(result);
    }
  }
} finally {
  await site.close();
}

console.log(
  `Lighthouse performance${withoutFontsAndArt ? ', without web fonts and art' : ''}, median of ${RUNS} (simulated throttling; targets: mobile ≥ 95 and LCP ≤ 1200 ms, desktop 100, TBT ≤ 150 ms, CLS ≤ 0.02)\n`,
);
printTable(
  results.map((r) => ({
    page: r.page,
    preset: r.preset,
    score: r.score,
    'LCP ms': r.lcpMs,
    'TBT ms': r.tbtMs,
    CLS: r.cls,
    'FCP ms': r.fcpMs,
    'scores of runs': r.runs.map((run) => run.score).join(' '),
    targets: r.meetsTargets ? 'met' : 'NOT met',
  })),
);
// The machine's load while measuring: simulated throttling scales the CPU time it observes, so
// a busy machine inflates TBT and LCP.
writeResults(withoutFontsAndArt ? 'lighthouse-without-fonts-and-art' : 'lighthouse', {
  runsPerFigure: RUNS,
  blockedUrlPatterns: BLOCKED,
  loadAverage: os.loadavg(),
  results,
});
