// How long `pnpm release` takes for one remote, phase by phase: a copy of mfe-games with a
// changed subtitle released into a throwaway release directory (every app released there once
// first), the gate's canary against a private in-memory stack. Run: node bench/release-time.mjs
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findApp, repoRoot } from '../scripts/lib/apps.mjs';
import { dirTarget } from '../scripts/lib/release/dir-target.mjs';
import { gate } from '../scripts/lib/release/gate.mjs';
import { releaseApp, releaseMissingApps } from '../scripts/lib/release/ship.mjs';
import { printTable, writeResults } from './lib/report.mjs';

const games = findApp('mfe-games');
const work = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-release-bench-'));
const target = dirTarget(path.join(work, 'releases'));
await releaseMissingApps(target, { build: false });

const copy = path.join(work, games.dir);
await cp(path.join(repoRoot, games.dir), copy, {
  recursive: true,
  filter: (from) => !/[/\\](node_modules|dist)$/.test(from),
});
await symlink(path.join(repoRoot, games.dir, 'node_modules'), path.join(copy, 'node_modules'));
await symlink(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
const hub = path.join(copy, 'src/features/hub/components/games-hub-page.tsx');
await writeFile(hub, (await readFile(hub, 'utf8')).replace('title="Mini Games"', 'title="Games"'));

const marks = [['start', performance.now()]];
const log = (line) => {
  if (/^canary:/.test(line)) marks.push(['built', performance.now()]);
  if (/^canary passed/.test(line)) marks.push(['gated', performance.now()]);
};
await releaseApp(games, { target, sourceDir: copy, test: false, gate, log });
marks.push(['live', performance.now()]);
await rm(work, { recursive: true, force: true });

const seconds = (from, to) => {
  const at = Object.fromEntries(marks);
  return Number(((at[to] - at[from]) / 1000).toFixed(1));
};
const result = {
  buildSeconds: seconds('start', 'built'),
  gateSeconds: seconds('built', 'gated'),
  publishAndPromoteSeconds: seconds('gated', 'live'),
  totalSeconds: seconds('start', 'live'),
};
console.log('pnpm release mfe-games (changed copy, no unit tests), seconds\n');
printTable([result]);
writeResults('release-time', result);
