/* global performance */
// The HTML host (shell/host, issue 27) under load, on the production build: how far one stalled
// page reaches, cached pages from a release folder and from Storage, uncached renders on one
// worker and on all cores, and whether a render gets slower or memory grows over 20,000 renders.
// The load generator runs in this process (keep-alive connections, `clients` at once), on the
// same cores as the host: figures are for this machine with its load (printed), median of RUNS.
// Run: node bench/front-door.mjs [stall] [cached] [uncached] [long]  (FRONT_DOOR_RUNS=3,
// FRONT_DOOR_SECONDS=8, FRONT_DOOR_RENDERS=20000)
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, findApp } from '../scripts/lib/apps.mjs';
import { serveSite } from '../scripts/lib/release-host.mjs';
import { dirTarget } from '../scripts/lib/release/dir-target.mjs';
import { releaseMissingApps } from '../scripts/lib/release/ship.mjs';
import { storageTarget } from '../scripts/lib/release/storage-target.mjs';
import { startLocalStack } from '../scripts/lib/stack.mjs';
import { releasePatchedServerBuild, stallOn } from '../scripts/lib/test-releases.mjs';
import { percentile } from './lib/api-stack.mjs';
import { agent, closedLoop, get, rssMb } from './lib/http-load.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';

const RUNS = Number(process.env.FRONT_DOOR_RUNS) || 3;
const SECONDS = Number(process.env.FRONT_DOOR_SECONDS) || 8;
const RENDERS = Number(process.env.FRONT_DOOR_RENDERS) || 20_000;
const requested = process.argv.slice(2);
const wants = (part) => requested.length === 0 || requested.includes(part);
const load = () => os.loadavg()[0].toFixed(1);
const round = (value, digits = 1) => Number(value.toFixed(digits));

const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
const env = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-bench-front-door-'));
await releaseMissingApps(dirTarget(releaseDir), { build: false, runtimeEnv: env });
const ports = Object.fromEntries(APPS.map((app) => [app.name, 0]));

/** A host on a copy of the releases (patched freely), with `hostEnv`. */
async function hostOnCopy(hostEnv, patch) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-bench-front-door-copy-'));
  await cp(releaseDir, dir, { recursive: true });
  if (patch) await patch(dirTarget(dir));
  const site = await serveSite({ target: dirTarget(dir), ports, env, hostEnv });
  return {
    site,
    async close() {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const CACHED = ['/', '/rules', '/votes', '/games', '/wiki', '/staff'];
const results = { load: {} };

if (wants('stall')) {
  // One client asks for stalled pages back to back (each a new URL: every one stalls, is ended
  // at the budget and its worker replaced); eight others ask for the other pages meanwhile.
  const rows = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { site, close } = await hostOnCopy({}, (target) =>
      releasePatchedServerBuild(
        target,
        findApp('mfe-info'),
        stallOn('/punishments/Stall', 30_000),
        {
          label: 'stall',
        },
      ),
    );
    for (const path of CACHED) await get(`${site.url}${path}`);
    const stalledTimes = [];
    let stalling = true;
    const stalledLoop = (async () => {
      for (let i = 0; stalling; i += 1) {
        const answer = await get(`${site.url}/punishments/Stall-${run}-${i}`);
        if (stalling) stalledTimes.push(answer.ms);
      }
    })();
    const cached = await closedLoop({
      clients: 8,
      seconds: SECONDS,
      next: (i) => `${site.url}${CACHED[i % CACHED.length]}`,
    });
    const uncached = await closedLoop({
      clients: 2,
      seconds: SECONDS,
      next: (i) => `${site.url}/punishments/other-${run}-${i}`,
    });
    stalling = false;
    await stalledLoop;
    rows.push({ cached, uncached, stalledMs: median(stalledTimes), stalls: stalledTimes.length });
    await close();
  }
  results.stall = {
    otherCachedP99Ms: round(median(rows.map((r) => r.cached.p99))),
    otherCachedP50Ms: round(median(rows.map((r) => r.cached.p50))),
    otherUncachedP99Ms: round(median(rows.map((r) => r.uncached.p99))),
    stalledAnswerMs: round(median(rows.map((r) => r.stalledMs))),
    stallsPerRun: median(rows.map((r) => r.stalls)),
  };
  results.load.stall = load();
}

if (wants('cached')) {
  // The same releases from the release folder and from Storage, alternated, in one run.
  const storage = storageTarget({
    url: stack.url,
    serviceRoleKey: stack.serviceRoleKey,
    bucket: 'site-releases',
  });
  await releaseMissingApps(storage, { build: false });
  const folderSite = await serveSite({ target: dirTarget(releaseDir), ports, env });
  const storageSite = await serveSite({ target: storage, ports, env });
  const rps = { folder: [], storage: [] };
  for (const site of [folderSite, storageSite]) {
    for (const path of CACHED) await get(`${site.url}${path}`);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, site] of [
      ['folder', folderSite],
      ['storage', storageSite],
    ]) {
      const result = await closedLoop({
        clients: 16,
        seconds: SECONDS,
        next: (i) => `${site.url}${CACHED[i % CACHED.length]}`,
      });
      rps[name].push(result.rps);
    }
  }
  await folderSite.close();
  await storageSite.close();
  results.cached = {
    folderRps: Math.round(median(rps.folder)),
    storageRps: Math.round(median(rps.storage)),
    storageShare: round(median(rps.storage) / median(rps.folder), 2),
  };
  results.load.cached = load();
}

if (wants('uncached')) {
  // Distinct page URLs (every one a render): one worker, then one per core.
  const rps = { 1: [], [os.availableParallelism()]: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const workers of Object.keys(rps)) {
      const { site, close } = await hostOnCopy({ RENDER_WORKERS: workers });
      await get(`${site.url}/punishments/warm`);
      const result = await closedLoop({
        clients: 4 * Number(workers),
        seconds: SECONDS,
        next: (i) => `${site.url}/punishments/u-${workers}-${run}-${i}`,
      });
      rps[workers].push(result.rps);
      await close();
    }
  }
  const [one, all] = Object.values(rps).map((list) => median(list));
  results.uncached = {
    oneWorkerRps: Math.round(one),
    allWorkersRps: Math.round(all),
    speedup: round(all / one, 2),
    workers: os.availableParallelism(),
  };
  results.load.uncached = load();
}

if (wants('long')) {
  // 20,000 distinct renders: the time of one, and the host's memory, per slice of 2,000. A
  // slice of renders first warms the host up (its JIT: the first 2,000 renders of a fresh
  // process take about half as long again), as a host in service is: the figures say whether a
  // warm host slows down as it goes.
  const { site, close } = await hostOnCopy({});
  const pid = site.host.process.pid;
  const slices = [];
  const sliceSize = RENDERS / 10;
  for (let slice = -1; slice < 10; slice += 1) {
    const latencies = [];
    const started = performance.now();
    let next = slice * sliceSize;
    const end = next + sliceSize;
    await Promise.all(
      Array.from({ length: os.availableParallelism() }, async () => {
        while (next < end) {
          const answer = await get(`${site.url}/punishments/long-${slice}-${next++}`);
          latencies.push(answer.ms);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    if (slice < 0) continue;
    slices.push({
      renders: end,
      renderMs: round(percentile(latencies, 50), 2),
      rps: Math.round(sliceSize / ((performance.now() - started) / 1000)),
      rssMb: Math.round(rssMb(pid)),
    });
  }
  await close();
  results.long = {
    slices,
    firstMs: slices[0].renderMs,
    lastMs: slices.at(-1).renderMs,
    change: round(slices.at(-1).renderMs / slices[0].renderMs - 1, 2),
    // The slowest slice against the fastest: flat means within 20 %.
    spread: round(
      Math.max(...slices.map((s) => s.renderMs)) / Math.min(...slices.map((s) => s.renderMs)) - 1,
      2,
    ),
    rssFirstMb: slices[0].rssMb,
    rssMaxMb: Math.max(...slices.map((s) => s.rssMb)),
  };
  results.load.long = load();
}

printTable(
  [
    results.stall && {
      measure: 'other pages p99 while one stalls (cached)',
      value: `${results.stall.otherCachedP99Ms} ms`,
      target: '≤ 100 ms',
    },
    results.stall && {
      measure: 'other pages p99 while one stalls (uncached)',
      value: `${results.stall.otherUncachedP99Ms} ms`,
      target: '',
    },
    results.stall && {
      measure: 'stalled page answered after',
      value: `${results.stall.stalledAnswerMs} ms`,
      target: '≤ budget + 200 ms (1200)',
    },
    results.cached && {
      measure: 'cached pages, release folder',
      value: `${results.cached.folderRps} req/s`,
      target: '',
    },
    results.cached && {
      measure: 'cached pages, Storage',
      value: `${results.cached.storageRps} req/s (${results.cached.storageShare}×)`,
      target: '≥ 0.8×',
    },
    results.uncached && {
      measure: 'uncached, 1 worker',
      value: `${results.uncached.oneWorkerRps} req/s`,
      target: '',
    },
    results.uncached && {
      measure: `uncached, ${results.uncached.workers} workers`,
      value: `${results.uncached.allWorkersRps} req/s (${results.uncached.speedup}×)`,
      target: '≥ 1.7×',
    },
    results.long && {
      measure: `one render, first/last 2,000 of ${RENDERS} (warm)`,
      value: `${results.long.firstMs} / ${results.long.lastMs} ms (${Math.round(results.long.change * 100)}%; slices within ${Math.round(results.long.spread * 100)}%)`,
      target: 'within 20 %',
    },
    results.long && {
      measure: 'host memory, first slice / max',
      value: `${results.long.rssFirstMb} / ${results.long.rssMaxMb} MB`,
      target: 'bounded',
    },
  ].filter(Boolean),
);
console.log(`load average (1 min) per part: ${JSON.stringify(results.load)}`);
writeResults('front-door', results);
await stack.stop();
await rm(releaseDir, { recursive: true, force: true });
agent.destroy();
