// `pnpm start` from a fresh clone's state: time from running `node scripts/start.mjs` (dist/
// folders and the local database removed first, an empty release directory, so every app is
// built and released) until http://localhost:3000 serves the landing page's heading. The local database is set aside meanwhile and put back afterwards. Uses the fixed ports 3000–3005 and 54321: nothing else may be running
// on them. Stops everything it started. Run: node bench/start-time.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { APPS, distOf, repoRoot } from '../scripts/lib/apps.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { blockOutsideHosts } from './lib/site.mjs';

const SITE = 'http://localhost:3000';
const TIMEOUT_MS = 300_000;

/** Any answer counts: the stack answers 401 without an API key. */
async function isUp(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

for (const url of [SITE, 'http://localhost:54321/auth/v1/health']) {
  if (await isUp(url)) {
    console.error(`${url} already answers: stop whatever runs there first.`);
    process.exit(0);
  }
}
for (const app of APPS) rmSync(distOf(app), { recursive: true, force: true });
const dataDir = path.join(repoRoot, 'supabase/local/.data');
const dataAside = `${dataDir}.bench-aside`;
const hadData = existsSync(dataDir);
if (hadData) renameSync(dataDir, dataAside);

// A release directory of its own: the developer's .releases/ stays as it is.
const releaseDir = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-start-bench-'));
const started = performance.now();
// Its own process group, so the whole tree (stack, servers) can be stopped at the end.
const child = spawn('node', ['scripts/start.mjs'], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
  env: { ...process.env, NORSECRAFT_RELEASE_DIR: releaseDir },
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const marks = {};
child.stdout.on('data', (chunk) => {
  if (!marks.builtSeconds && /built and released/.test(String(chunk))) {
    marks.builtSeconds = (performance.now() - started) / 1000;
  }
});

const browser = await launchChromium();
let seconds;
try {
  const context = await browser.newContext();
  await blockOutsideHosts(context);
  const page = await context.newPage();
  while (performance.now() - started < TIMEOUT_MS && child.exitCode === null) {
    if (await isUp(SITE)) {
      await page.goto(SITE);
      await page.locator('h1').first().waitFor();
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} finally {
  await browser.close();
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}
rmSync(releaseDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
if (hadData) renameSync(dataAside, dataDir);
if (seconds === undefined) console.error(`the site did not come up:\n${output}`);

const result = {
  totalSeconds: seconds === undefined ? null : Number(seconds.toFixed(1)),
  buildSeconds: marks.builtSeconds === undefined ? null : Number(marks.builtSeconds.toFixed(1)),
};
console.log('pnpm start from a fresh state (no dist/, no local database)\n');
printTable([
  { step: 'build (pnpm build)', seconds: result.buildSeconds },
  { step: 'until the landing h1 shows', seconds: result.totalSeconds },
]);
writeResults('start-time', result);
