import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';
// Several engineers run the suite in the same tree: each run gets its own output folder (the
// config is loaded again in every worker, which inherits this variable from the main process).
const runId = (process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/run-${runId}`,
  globalSetup: './global-setup.ts',
  // Two cores shared by several engineers: at most two browsers at once, generous timeouts.
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: {
    timeout: 20_000,
    // Visual comparisons (visual.spec.ts): rendering here is deterministic (software raster, the
    // site's own fonts, animations off), so a few stray pixels at most; a layout change is more.
    toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/run-${runId}` }]]
    : 'list',
  use: {
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
    // A trace records a screencast and DOM snapshots all along: a quarter of the suite's CPU on
    // two cores. Recorded for a failed test's retry (CI retries once); `--trace on` for any run.
    trace: 'on-first-retry',
    // The suite's pages as most visitors see them; light-scheme devices are tested on their own.
    colorScheme: 'dark',
    launchOptions: existsSync(systemChromium)
      ? {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        }
      : {},
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts/ },
    // Builds and releases remotes (each into a private copy of the releases): heavy on the CPU,
    // so it runs after everything else rather than beside timing-sensitive tests.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'] },
  ],
});
