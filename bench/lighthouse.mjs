// Lighthouse performance (score, LCP, TBT, CLS, FCP) of the composed production site, desktop and
// mobile presets (simulated throttling), in the system Chromium (no browser download). Each page
// is visited once first (warmUp), then each page and preset runs RUNS times (default 5) in a
// fresh browser; the table shows the median of each figure and whether it meets its target
// (issue 27: mobile ≥ 95 and LCP ≤ 1.2 s, desktop 100; TBT ≤ 150 ms, CLS ≤ 0.02).
//
// The mobile preset is run twice (issue 37): with Lighthouse's default 4× CPU slowdown, and
// calibrated to this machine as Lighthouse's CPU throttling calculator does, from the
// `benchmarkIndex` its runs measure (cpuMultiplier below), so the emulated phone is the same on
// a fast machine and a slow or busy one. The benchmark index and the multiplier are printed.
//
// `--compare <checkout>` measures a second build in the same run (e.g. the previous main, built
// in a `git worktree add` outside the repository: its own bench/lib/site.mjs serves it), each
// run of a page alternating between the two, so both see the same machine.
//
// Run: node bench/lighthouse.mjs [--compare ../main] (LIGHTHOUSE_RUNS=1 for a quick look;
// LIGHTHOUSE_PRESETS=mobile,calibrated to leave desktop out). `--without-fonts-and-art` runs
// the mobile preset with the web fonts, the landing page's art photo and the item sprite sheet
// blocked (their fallbacks show), to compare the same build with and without them (issue
// "Finish": the budgets are not made worse by fonts and art).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumPath, launchChromium } from '../scripts/lib/chromium.mjs';
import { cpuMultiplier } from './lib/cpu-multiplier.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';
import { blockOutsideHosts, startSite } from './lib/site.mjs';

// chrome-launcher comes with lighthouse (not a root dependency of its own).
const chromeLauncher = await import(
  createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')
);

// LIGHTHOUSE_PAGES=/rules,/staff measures other pages (e.g. the content pages of issue 36).
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
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
const compareIndex = process.argv.indexOf('--compare');
const compareDir = compareIndex > 0 ? path.resolve(process.argv[compareIndex + 1]) : null;
const ALL_PRESETS = withoutFontsAndArt ? ['mobile'] : ['desktop', 'mobile', 'calibrated'];
const PRESETS = process.env.LIGHTHOUSE_PRESETS
  ? process.env.LIGHTHOUSE_PRESETS.split(',').filter((name) => ALL_PRESETS.includes(name))
  : ALL_PRESETS;
const BLOCKED = withoutFontsAndArt ? ['*.woff2', '*/static/image/*'] : [];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;
// Issue 27 "The front door": mobile ≥ 95 with LCP ≤ 1.2 s, desktop 100.
const TARGETS = {
  desktop: { score: 100, lcpMs: Infinity, tbtMs: 150, cls: 0.02 },
  mobile: { score: 95, lcpMs: 1200, tbtMs: 150, cls: 0.02 },
  calibrated: { score: 95, lcpMs: 1200, tbtMs: 150, cls: 0.02 },
};

async function runOnce(url, preset, multiplier) {
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
        // Deep-merged into the mobile preset's throttling (slow 4G stays as it is).
        ...(preset === 'calibrated' ? { throttling: { cpuSlowdownMultiplier: multiplier } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(audit('first-contentful-paint')),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
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
}

/** The builds measured: this checkout's, and the one `--compare` names (its own site code). */
async function startBuilds() {
  const builds = [{ name: 'this', site: await startSite() }];
  if (compareDir) {
    try {
      const other = await import(pathToFileURL(path.join(compareDir, 'bench/lib/site.mjs')).href);
      builds.push({ name: path.basename(compareDir), site: await other.startSite() });
    } catch (error) {
      await builds[0].site.close();
      throw error;
    }
  }
  return builds;
}

/** The multiplier from the median benchmark index of a few default runs of every build. */
async function calibrate(builds) {
  const indexes = [];
  for (const { site } of builds) {
    for (const pathname of PAGES.slice(0, 3)) {
      indexes.push((await runOnce(`${site.url}${pathname}`, 'mobile')).benchmarkIndex);
    }
  }
  const benchmarkIndex = median(indexes);
  return { benchmarkIndex, indexes, multiplier: cpuMultiplier(benchmarkIndex) };
}

const builds = await startBuilds();
const results = [];
let calibration = null;
const loadAverages = [];
try {
  for (const { site } of builds) await warmUp(site.url);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  if (PRESETS.includes('calibrated')) {
    calibration = await calibrate(builds);
    console.log(
      `benchmark index ${calibration.benchmarkIndex} (runs: ${calibration.indexes.join(', ')}) → CPU multiplier ${calibration.multiplier}×`,
    );
  }
  for (const preset of PRESETS) {
    for (const pathname of PAGES) {
      const runs = Object.fromEntries(builds.map(({ name }) => [name, []]));
      for (let i = 0; i < RUNS; i += 1) {
        // Alternating: both builds see the same machine.
        for (const { name, site } of builds) {
          runs[name].push(await runOnce(`${site.url}${pathname}`, preset, calibration?.multiplier));
        }
        loadAverages.push(os.loadavg()[0]);
      }
      for (const { name } of builds) {
        const own = runs[name];
        const mid = (key) => median(own.map((run) => run[key]));
        const result = {
          build: name,
          page: pathname,
          preset,
          score: mid('score'),
          lcpMs: mid('lcpMs'),
          tbtMs: mid('tbtMs'),
          cls: mid('cls'),
          fcpMs: mid('fcpMs'),
          benchmarkIndex: mid('benchmarkIndex'),
          runs: own,
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
  }
} finally {
  await Promise.allSettled(builds.map(({ site }) => site.close()));
}

const presetLabel = (preset) =>
  preset === 'calibrated'
    ? `mobile ${calibration.multiplier}×`
    : preset === 'mobile'
      ? 'mobile 4×'
      : preset;
console.log(
  `\nLighthouse performance${withoutFontsAndArt ? ', without web fonts and art' : ''}, median of ${RUNS} (simulated throttling; targets: mobile ≥ 95 and LCP ≤ 1200 ms, desktop 100, TBT ≤ 150 ms, CLS ≤ 0.02)`,
);
if (calibration) {
  console.log(
    `benchmark index ${calibration.benchmarkIndex} → calibrated CPU multiplier ${calibration.multiplier}× (Lighthouse's default: 4×)`,
  );
}
console.log(
  `load average while measuring: ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}\n`,
);
printTable(
  results.map((r) => ({
    ...(compareDir ? { build: r.build } : {}),
    page: r.page,
    preset: presetLabel(r.preset),
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
// a busy machine inflates TBT and LCP (the calibrated preset makes up for a slower machine, not
// for one whose load changes between runs).
// LIGHTHOUSE_RESULTS names the results file (bench/results/<name>.json) of a run of other pages.
const resultsName =
  process.env.LIGHTHOUSE_RESULTS ??
  (withoutFontsAndArt ? 'lighthouse-without-fonts-and-art' : 'lighthouse');
writeResults(resultsName, {
  runsPerFigure: RUNS,
  blockedUrlPatterns: BLOCKED,
  calibration,
  compared: compareDir ? builds.map(({ name }) => name) : null,
  loadAverage: { min: Math.min(...loadAverages), max: Math.max(...loadAverages) },
  results,
});
