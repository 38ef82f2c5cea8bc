// How long `pnpm release <remote>` takes, per remote, phase by phase (median of 3 releases
// each): a copy of the remote's folder released into a throwaway release directory (every app
// released there once first), each release a new version (the copy's package.json version moves
// on), gated by the canary against a private in-memory stack, as `pnpm release --skip-tests`
// runs in CI; `--checks`: with the app's type check and unit tests, as `pnpm release` runs by
// default (beside the build and the gate). Phases: build (the canary's process, and the checks,
// start meanwhile), gate (static checks and canary, and the checks' end), publish and promote.
// Figures only, with the machine's load.
//   node bench/release-time.mjs [<remote>…] [--runs N] [--checks]
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { findApp, REMOTES, repoRoot } from '../scripts/lib/apps.mjs';
import { dirTarget } from '../scripts/lib/release/dir-target.mjs';
import { gate } from '../scripts/lib/release/gate.mjs';
import { releaseApp, releaseMissingApps } from '../scripts/lib/release/ship.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, checks: { type: 'boolean', default: false } },
});
const remotes = positionals.length ? positionals.map(findApp) : REMOTES;
const runs = Number(values.runs);

const work = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-release-bench-'));
const target = dirTarget(path.join(work, 'releases'));
await releaseMissingApps(target, { build: false });
// What an app's tsconfig.json reaches outside its folder (its type check runs in the copy).
for (const shared of ['tsconfig.base.json', 'jest.setup-dom.ts', 'shared', 'node_modules']) {
  await symlink(path.join(repoRoot, shared), path.join(work, shared));
}

/** One release of the copy, as a new version: seconds per phase. */
async function timedRelease(app, copy, run) {
  const manifest = path.join(copy, 'package.json');
  const json = JSON.parse(await readFile(manifest, 'utf8'));
  await writeFile(manifest, JSON.stringify({ ...json, version: `1.0.0-bench.${run}` }));
  const marks = { start: performance.now() };
  const log = (line) => {
    if (/^canary:|^no live shell/.test(line)) marks.built = performance.now();
    if (/^canary passed|^checks passed/.test(line)) marks.gated = performance.now();
  };
  await releaseApp(app, { target, sourceDir: copy, test: values.checks, gate, log });
  marks.live = performance.now();
  const seconds = (from, to) => (marks[to] - marks[from]) / 1000;
  return {
    build: seconds('start', 'built'),
    gate: seconds('built', 'gated'),
    publish: seconds('gated', 'live'),
    total: seconds('start', 'live'),
  };
}

const rows = [];
const results = {};
for (const app of remotes) {
  const copy = path.join(work, app.dir);
  await cp(path.join(repoRoot, app.dir), copy, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist)$/.test(from),
  });
  await symlink(path.join(repoRoot, app.dir, 'node_modules'), path.join(copy, 'node_modules'));
  const times = [];
  for (let run = 1; run <= runs; run += 1) times.push(await timedRelease(app, copy, run));
  const pick = (phase) => Number(median(times.map((t) => t[phase])).toFixed(1));
  results[app.dir] = {
    pages: (await target.readJson('registry.json')).apps[app.name].pages.length,
    runs: times,
    median: {
      build: pick('build'),
      gate: pick('gate'),
      publish: pick('publish'),
      total: pick('total'),
    },
  };
  rows.push({
    remote: app.dir,
    pages: results[app.dir].pages,
    'build s': pick('build'),
    'gate s': pick('gate'),
    'publish s': pick('publish'),
    'total s (median)': pick('total'),
    'totals s': times.map((t) => t.total.toFixed(1)).join(' / '),
  });
}
await rm(work, { recursive: true, force: true });

const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const command = values.checks ? 'pnpm release <remote>' : 'pnpm release <remote> --skip-tests';
console.log(`${command}, median of ${runs}; load average ${load}\n`);
printTable(rows);
writeResults(values.checks ? 'release-time-with-checks' : 'release-time', {
  runs,
  loadAverage: os.loadavg(),
  remotes: results,
});
