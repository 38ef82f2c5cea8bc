// Lighthouse performance (score, LCP, TBT, CLS) of the composed production site, desktop and
// mobile presets, in the system Chromium (no browser download). Targets (issue "Hardening"):
// score ≥ 98 desktop and ≥ 90 mobile, CLS ≤ 0.02. Run: node bench/lighthouse.mjs
import { createRequire } from 'node:module';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startSite } from './lib/site.mjs';

// chrome-launcher comes with lighthouse (not a root dependency of its own).
const chromeLauncher = await import(
  createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')
);

const PAGES = ['/', '/items', '/auction-house'];
const PRESETS = { desktop: desktopConfig, mobile: undefined };

const site = await startSite();
const results = [];
try {
  for (const [preset, config] of Object.entries(PRESETS)) {
    for (const pathname of PAGES) {
      // A fresh browser per run: no warm cache or leftover state between pages.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', '--no-sandbox'],
      });
      try {
        const { lhr } = await lighthouse(
          `${site.url}${pathname}`,
          { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
          config,
        );
        const audit = (id) => lhr.audits[id].numericValue;
        results.push({
          page: pathname,
          preset,
          score: Math.round(lhr.categories.performance.score * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          fcpMs: Math.round(audit('first-contentful-paint')),
        });
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  await site.close();
}

console.log('Lighthouse performance (simulated throttling; targets: ≥ 98 desktop, ≥ 90 mobile)\n');
printTable(
  results.map((r) => ({
    page: r.page,
    preset: r.preset,
    score: r.score,
    'LCP ms': r.lcpMs,
    'TBT ms': r.tbtMs,
    CLS: r.cls,
    'FCP ms': r.fcpMs,
  })),
);
writeResults('lighthouse', { results });
