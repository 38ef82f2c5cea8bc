// How long `pnpm release <remote>` takes, per remote, phase by phase (median of 3 releases
// each): a copy of the remote's folder released into a throwaway release directory (every app
// released there once first), each release a new version (the copy's package.json version moves
// on), gated by the canary against a private in-memory stack, as `pnpm release --skip-tests`
// runs in CI. Phases: build (the canary's process warms up meanwhile), gate (static checks and
// canary), publish and promote. Figures only, with the machine's load.
//   node bench/release-time.mjs [<remote>…] [--runs N]
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
  options: { runs: { type: 'string', default: '3' } },
});
const remotes = positionals.length ? positionals.map(findApp) : REMOTES;
const runs = Number(values.runs);

const work = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-release-bench-'));
const target = dirTarget(path.join(work, 'releases'));
await releaseMissingApps(target, { build: false });
await symlink(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));

/** One release of the copy, as a new version: seconds per phase. */
async function timedRelease(app, copy, run) {
  const manifest = path.join(copy, 'package.json');
  const json = JSON.parse(await readFile(manifest, 'utf8'));
  await writeFile(manifest, JSON.stringify({ ...json, version: `1.0.0-bench.${run}` }));
  const marks = { start: performance.now() };
  const log = (line) => {
    if (/^canary:|^no live shell/.test(line)) marks.built = performance.now();
    if (/^canary passed/.test(line)) marks.gated = performance.now();
  };
  await releaseApp(app, { target, sourceDir: copy, test: false, gate, log });
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
console.log(`pnpm release <remote> --skip-tests, median of ${runs}; load average ${load}\n`);
printTable(rows);
writeResults('release-time', { runs, loadAverage: os.loadavg(), remotes: results });
