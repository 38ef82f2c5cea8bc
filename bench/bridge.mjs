/* global performance */
// The game bridge and the LiteBans import (issue 29) on a private stack over PostgreSQL.
// Targets: a batch of 1,000 punishments upserted in ≤ 2 s (p95 of 5 runs), the same batch sent
// again ≤ 1 s answering unchanged: 1000; LiteBans' 100,000 rows imported in ≤ 60 s, then an
// incremental run with 10 new rows ≤ 2 s. Prints tables, writes bench/results/bridge.json,
// asserts nothing.
//
//   node bench/bridge.mjs            (pnpm bench:bridge)
//     DATABASE_URL                   the PostgreSQL server (default 127.0.0.1:5432); a fresh
//                                    database is created and dropped
//     BENCH_BRIDGE_RUNS=5            batches sent (and sent again)
//     BENCH_LITEBANS_ROWS=100000     LiteBans rows of the first import
//     BENCH_LITEBANS_INCREMENTS=5    incremental runs, 10 new rows each
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createLitebansTables,
  fillLitebans,
  insertLitebansRows,
} from '../scripts/lib/litebans/litebans-fixture.mjs';
import { openLitebansDatabase } from '../scripts/lib/litebans/litebans-db.mjs';
import { importLitebans } from '../scripts/lib/litebans/litebans-import.mjs';
import { startMariadb } from '../scripts/lib/mariadb-server.mjs';
import { databaseUrl, isPortOpen, percentile, startBenchStack } from './lib/api-stack.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';

const RUNS = Number(process.env.BENCH_BRIDGE_RUNS) || 5;
const LITEBANS_ROWS = Number(process.env.BENCH_LITEBANS_ROWS) || 100_000;
const INCREMENTS = Number(process.env.BENCH_LITEBANS_INCREMENTS) || 5;
const round = (ms) => Math.round(ms);

/** A batch as a game server sends it: 1,000 punishments of one run. */
function batch(run) {
  return Array.from({ length: 1000 }, (_, i) => ({
    source: 'bench',
    source_id: `${run}:${i}`,
    player_name: `Bench_${run}_${i % 300}`,
    type: ['ban', 'mute', 'kick', 'warn'][i % 4],
    reason: `Bench reason ${i}`,
    staff_name: 'Console',
    date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    expires: i % 3 === 0 ? null : new Date(Date.UTC(2027, 0, 1) + i * 60_000).toISOString(),
    active: i % 5 !== 0,
  }));
}

async function send(bridgeUrl, key, items) {
  const started = performance.now();
  const response = await fetch(`${bridgeUrl}/punishments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(items),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`bridge answered ${response.status}: ${body.error}`);
  return { ms: performance.now() - started, ...body };
}

async function benchBridge(bridgeUrl, key) {
  const first = [];
  const again = [];
  for (let run = 0; run < RUNS; run += 1) {
    const items = batch(run);
    first.push(await send(bridgeUrl, key, items));
    again.push(await send(bridgeUrl, key, items));
  }
  const summary = (answers, what) => {
    const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      what,
      median_ms: round(median(ms)),
      p95_ms: round(percentile(ms, 95)),
      answers: [...new Set(answers.map((a) => `${a.inserted}/${a.updated}/${a.unchanged}`))].join(
        ' ',
      ),
    };
  };
  return [summary(first, '1,000 new'), summary(again, 'same 1,000 again')];
}

async function benchLitebans(bridgeUrl, key) {
  const mariadb = await startMariadb();
  const db = openLitebansDatabase(mariadb.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-litebans-'));
  try {
    await createLitebansTables(db);
    const filled = performance.now();
    await fillLitebans(db, { count: LITEBANS_ROWS });
    console.log(
      `LiteBans filled with ${LITEBANS_ROWS} rows in ${round(performance.now() - filled)} ms`,
    );
    const options = {
      db,
      bridge: { url: bridgeUrl, key },
      stateFile: path.join(dir, 'state.json'),
    };
    const runs = [];
    let started = performance.now();
    const first = await importLitebans(options);
    runs.push({ run: 'first', ms: round(performance.now() - started), ...first });
    for (let i = 0; i < INCREMENTS; i += 1) {
      await insertLitebansRows(
        db,
        'bans',
        Array.from({ length: 10 }, (_, n) => ({
          reason: `New ${i}.${n}`,
          until: Date.now() + 3.6e6,
        })),
      );
      started = performance.now();
      const summary = await importLitebans(options);
      runs.push({ run: `+10 #${i + 1}`, ms: round(performance.now() - started), ...summary });
    }
    return runs;
  } finally {
    await db.end();
    await mariadb.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const url = databaseUrl();
if (!(await isPortOpen(url))) {
  console.log(`No PostgreSQL at ${new URL(url).host}: start one (pg_ctlcluster 15 main start).`);
  process.exit(1);
}
const stack = await startBenchStack({ postgresUrl: url });
try {
  const bridgeUrl = `${stack.url}/functions/v1/game-bridge`;
  const bridge = await benchBridge(bridgeUrl, stack.gameBridgeKey);
  console.log('\nGame bridge, POST /punishments (targets: new p95 ≤ 2000 ms, again ≤ 1000 ms)\n');
  printTable(bridge);
  const litebans = await benchLitebans(bridgeUrl, stack.gameBridgeKey);
  console.log(
    `\nLiteBans import of ${LITEBANS_ROWS} rows (targets: first ≤ 60 s, +10 rows ≤ 2 s)\n`,
  );
  printTable(litebans, [
    'run',
    'ms',
    'read',
    'rechecked',
    'pushed',
    'inserted',
    'updated',
    'unchanged',
    'open',
  ]);
  const incremental = litebans.slice(1).map((run) => run.ms);
  console.log(
    `\nincremental median ${round(median(incremental))} ms; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  writeResults('bridge', {
    database: 'postgres',
    load: os.loadavg(),
    bridge,
    litebans,
    incrementalMedianMs: round(median(incremental)),
  });
} finally {
  await stack.stop();
}
