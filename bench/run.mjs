// `pnpm bench`: every benchmark in turn on the production build and the local stack. Each script
// prints its own table and writes bench/results/<name>.json; this one adds a summary of which ran
// and how long each took (bench/results/summary.json). Figures only: nothing here is asserted.
// `pnpm bench first-load api` runs just those.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, distOf, repoRoot } from '../scripts/lib/apps.mjs';

// Builds first (build-time rebuilds every app), the fixed-port start-up measurement last.
const ORDER = [
  'build-time',
  'first-load',
  'nav-timing',
  'lighthouse',
  'front-door',
  'flappy-frame-time',
  'clicker-click-cost',
  'api',
  'auction-live',
  'load',
  'data-scale',
  'content-freshness',
  'link-time',
  'release-time',
  'start-time',
];

const benchDir = path.join(repoRoot, 'bench');
const resultsDir = path.join(benchDir, 'results');
const requested = process.argv.slice(2);
const scripts = (requested.length ? requested : ORDER).filter((name) =>
  existsSync(path.join(benchDir, `${name}.mjs`)),
);

function run(command, args) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

if (APPS.some((app) => !existsSync(path.join(distOf(app), 'mf-manifest.json')))) {
  console.log('== building every app ==');
  if (!run('pnpm', ['build']).ok) process.exit(1);
}

mkdirSync(resultsDir, { recursive: true });
const summary = [];
for (const name of scripts) {
  console.log(`\n== ${name} ==`);
  const outcome = run(process.execPath, [path.join(benchDir, `${name}.mjs`)]);
  const resultFile = path.join(resultsDir, `${name}.json`);
  summary.push({
    name,
    ...outcome,
    results: existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null,
  });
}

writeFileSync(
  path.join(resultsDir, 'summary.json'),
  JSON.stringify({ at: new Date().toISOString(), benchmarks: summary }, null, 2),
);
console.log('\n== summary ==');
console.table(
  summary.map(({ name, ok, seconds }) => ({
    benchmark: name,
    status: ok ? 'ok' : 'FAILED',
    seconds: seconds.toFixed(1),
  })),
);
console.log(`details: ${path.relative(repoRoot, resultsDir)}/*.json`);
process.exit(summary.every((s) => s.ok) ? 0 : 1);
