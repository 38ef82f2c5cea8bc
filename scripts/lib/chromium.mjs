// Headless Chromium for the release gate and the benchmarks: Playwright's launcher, the system
// browser when present.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

// Playwright is a dependency of the e2e package only.
export const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))(
  '@playwright/test',
);

export const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: chromiumPath, ...options });
}
