// Production build time of each app (`pnpm --filter <dir> build`), one after the other so the
// figures do not compete for the cores. Rebuilds every dist/. Run: node bench/build-time.mjs
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { APPS, repoRoot } from '../scripts/lib/apps.mjs';
import { printTable, writeResults } from './lib/report.mjs';

const results = [];
for (const app of APPS) {
  const started = performance.now();
  const build = spawnSync('pnpm', ['--filter', app.dir, 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  results.push({
    app: app.dir,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    ok: build.status === 0,
  });
  if (build.status !== 0) console.error(build.stderr);
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);

console.log('Build time per app (pnpm --filter <app> build, sequential)\n');
printTable(
  [...results, { app: 'total', seconds: Number(total.toFixed(2)) }],
  ['app', 'seconds', 'ok'],
);
writeResults('build-time', { results, totalSeconds: total });
