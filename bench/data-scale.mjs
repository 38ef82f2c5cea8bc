/* global Buffer, URLSearchParams, performance */
// Data at real scale (issue 18): every page's data request on the large data set
// (`pnpm db:seed:large`: 100,000 accounts, 500,000 punishments, 1,000,000 scores per game,
// 10,000 wiki articles, 1,000 news posts, 100,000 players, 1,000,000 votes…) on PostgreSQL, 20
// concurrent clients. Targets: each request p95 ≤ 50 ms at the database and
// ≤ 100 KB; punishments search-as-you-type p95 ≤ 100 ms end to end through the stack; each data
// page's weight and first paint on the production build the same as on the small seed. Prints
// tables, writes bench/results/data-scale.json, asserts nothing.
//
//   node bench/data-scale.mjs
//     DATABASE_URL               the server (default the system PostgreSQL on 127.0.0.1:5432);
//                                a fresh database is created, seeded (~4 min) and dropped
//     BENCH_DATA_SCALE_DB        instead, a database already holding the large data set (e.g.
//                                `DATABASE_URL=… pnpm db:seed:large`), used as it is
//     BENCH_DATA_SCALE=1         size of the generated data set
//     BENCH_DATA_SECONDS=20      length of each measured phase
//     BENCH_DATA_CLIENTS=20      concurrent clients
//     BENCH_DATA_PAGE_RUNS=3     cold loads of each page on each data set
import os from 'node:os';
import pg from 'pg';
import { pageRequests, runAsCaller, sampleValues } from '../scripts/lib/page-requests.mjs';
import { SEEDED_ACCOUNTS, seedLargeDataSet } from '../scripts/lib/stack.mjs';
import { busiestPlayer, measurePageWeights } from './lib/page-weight.mjs';
import { kb } from './lib/report.mjs';
import { startSite } from './lib/site.mjs';
import {
  accessToken,
  databaseUrl,
  isPortOpen,
  percentile,
  request,
  restHeaders,
  startBenchStack,
  writeResult,
} from './lib/api-stack.mjs';

const SCALE = Number(process.env.BENCH_DATA_SCALE) || 1;
const SECONDS = Number(process.env.BENCH_DATA_SECONDS) || 20;
const CLIENTS = Number(process.env.BENCH_DATA_CLIENTS) || 20;
const TARGET_DB_MS = 50;
const TARGET_KB = 100;
const TARGET_TYPING_MS = 100;
const PAGE_RUNS = Number(process.env.BENCH_DATA_PAGE_RUNS) || 3;
// "Unchanged" from the small data set, within what three cold loads vary by.
const SAME_BYTES = { ratio: 1.1, plusKb: 10 };
const SAME_PAINT = { ratio: 1.1, plusMs: 100 };
// The pages whose data grows with the data set (and the landing page, as a control).
const DATA_PAGES = (player) => [
  { path: '/' },
  { path: '/punishments' },
  { path: `/punishments/${encodeURIComponent(player)}` },
  { path: `/players/${encodeURIComponent(player)}` },
  { path: '/votes' },
  { path: '/calendar' },
  { path: '/auction-house' },
  { path: '/items' },
  { path: '/games/flappy-steve' },
  { path: '/wiki' },
  { path: '/news' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/punishments', as: 'admin' },
];
// Names typed letter by letter in the search box (what players look up): busiest, rare, typos.
const TYPED_NAMES = ['FrostAxe', 'thorhelm', 'Loki_Slayer', 'xXRavenFangXx12', 'wolfxd', 'Sigurd'];

const round = (value) => Math.round(value * 10) / 10;

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

/** `clients` loops, each taking the next job of `jobs` (round robin) until time is up. */
async function runMixed(clients, seconds, jobs, run) {
  const samples = new Map(jobs.map((job) => [job, []]));
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const state = await run.open?.(client);
      while (performance.now() < deadline) {
        const job = jobs[next++ % jobs.length];
        samples.get(job).push(await run.measure(job, state));
      }
      await run.close?.(state);
    }),
  );
  return samples;
}

async function main() {
  const server = databaseUrl();
  const reuse = process.env.BENCH_DATA_SCALE_DB;
  if (!reuse && !(await isPortOpen(server))) {
    console.log(`No PostgreSQL at ${new URL(server).host}: nothing measured.`);
    console.log('Start one (pg_ctlcluster 15 main start) or set DATABASE_URL.');
    return { skipped: 'no PostgreSQL reachable' };
  }
  const stack = await startBenchStack({ postgresUrl: reuse ?? server, isolated: !reuse });
  try {
    if (!reuse) {
      console.log(`seeding the large data set at scale ${SCALE} (a few minutes)…`);
      await seedLargeDataSet({ dbUrl: stack.dbUrl, scale: SCALE, log: console.log });
    }
    const probe = new pg.Client({ connectionString: stack.dbUrl });
    await probe.connect();
    const sample = await sampleValues(async (text) => (await probe.query(text)).rows);
    const counts = {};
    for (const [name, table] of Object.entries({
      accounts: 'users',
      punishments: 'punishments',
      players: 'game_players',
      votes: 'game_votes',
    })) {
      const { rows } = await probe.query(`select count(*) as n from public.${table}`);
      counts[name] = Number(rows[0].n);
    }
    await probe.end();
    const requests = pageRequests(sample);
    const listed = Object.entries(counts).map(
      ([name, n]) => `${n.toLocaleString('en-US')} ${name}`,
    );
    console.log(
      `${listed.join(', ')}; ${requests.length} page requests, ${CLIENTS} clients, ${SECONDS} s per phase`,
    );

    // 1. At the database: each request's SQL as its API role, on a connection per client (as a
    // pool of 20 would give), mixed round robin, timed by the server from the statement's
    // arrival to its last row (planning included, the network and the role switch not). One
    // warm-up pass fills the caches.
    const database = {
      open: async () => {
        const client = new pg.Client({ connectionString: stack.dbUrl });
        await client.connect();
        return client;
      },
      measure: async (job, client) => {
        const [row] = await runAsCaller(
          client,
          job.caller,
          // json_agg, as PostgREST answers: every column is computed.
          `select length(coalesce(json_agg(answer), '[]')::text) as bytes,
             extract(epoch from clock_timestamp() - statement_timestamp()) * 1000 as ms
           from (${job.sql}) answer`,
        );
        return Number(row.ms);
      },
      close: (client) => client.end(),
    };
    await runMixed(CLIENTS, 2, requests, database);
    // Each request alone first (one client, 5 runs): its own cost before 20 clients share the CPU.
    const alone = new Map();
    const solo = await database.open();
    for (const job of requests) {
      alone.set(job, []);
      for (let i = 0; i < 5; i++) alone.get(job).push(await database.measure(job, solo));
    }
    await database.close(solo);
    const atDatabase = await runMixed(CLIENTS, SECONDS, requests, database);

    // 2. Through the stack: the same requests as the pages send them (sizes, end to end).
    const tokens = {
      anon: stack.anonKey,
      member: await accessToken(stack, SEEDED_ACCOUNTS.member),
      admin: await accessToken(stack, SEEDED_ACCOUNTS.admin),
    };
    const sizes = new Map();
    const http = {
      measure: async (job) => {
        const answer = await request(`${stack.url}${job.rest}`, {
          headers: restHeaders(stack, tokens[job.caller], job.headers ?? {}),
        });
        if (answer.status >= 300) throw new Error(`${job.rest}: ${answer.status} ${answer.text}`);
        sizes.set(job, Buffer.byteLength(answer.text));
        return answer.ms;
      },
    };
    await runMixed(CLIENTS, 2, requests, http);
    const endToEnd = await runMixed(CLIENTS, SECONDS, requests, http);

    // 3. Search as you type: each client types names letter by letter; every keystroke is a
    // request for the first page, as the page sends it once typing settles.
    const keystrokes = TYPED_NAMES.flatMap((name) =>
      Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1)),
    );
    const typing = await runMixed(CLIENTS, SECONDS, keystrokes, {
      measure: async (prefix) => {
        const query = new URLSearchParams({ p_search: prefix, p_page: '1', p_page_size: '25' });
        const answer = await request(`${stack.url}/rest/v1/rpc/search_punishments?${query}`, {
          headers: restHeaders(stack),
        });
        if (answer.status !== 200) throw new Error(`search ${prefix}: ${answer.status}`);
        return answer.ms;
      },
    });

    const rows = requests.map((job) => {
      const db = summarise(atDatabase.get(job));
      const own = summarise(alone.get(job));
      const e2e = summarise(endToEnd.get(job));
      const kb = round(sizes.get(job) / 1024);
      return {
        page: job.page,
        request: job.name,
        'alone ms': own.p50Ms,
        'db p50 ms': db.p50Ms,
        'db p95 ms': db.p95Ms,
        'http p95 ms': e2e.p95Ms,
        KB: kb,
        met: db.p95Ms <= TARGET_DB_MS && kb <= TARGET_KB ? 'yes' : 'NO',
        samples: db.n,
      };
    });
    console.log(`\nEvery page's data request at ${CLIENTS} concurrent clients:`);
    console.table(rows);
    const typed = summarise([...typing.values()].flat());
    console.log(
      `Search as you type through the stack: p50 ${typed.p50Ms} ms, p95 ${typed.p95Ms} ms ` +
        `(${typed.n} keystrokes; target ≤ ${TARGET_TYPING_MS} ms)`,
    );

    // 4. Page weight and first paint: every data page loaded cold in Chromium on the production
    // build, served against this large data set and against the small seed of `pnpm start`.
    const weights = {};
    for (const [size, options] of [
      ['small', {}],
      ['large', { stack }],
    ]) {
      const site = await startSite(options);
      try {
        weights[size] = await measurePageWeights(
          site,
          DATA_PAGES(await busiestPlayer(site)),
          PAGE_RUNS,
        );
      } finally {
        await site.close();
      }
    }
    const pageRows = weights.large.map((large, i) => {
      const small = weights.small[i];
      const sameBytes = large.bytes <= small.bytes * SAME_BYTES.ratio + SAME_BYTES.plusKb * 1024;
      const samePaint = [
        [small.fcpMs, large.fcpMs],
        [small.lcpMs, large.lcpMs],
      ].every(([before, after]) => after <= before * SAME_PAINT.ratio + SAME_PAINT.plusMs);
      return {
        page: large.path.replace(/^\/(punishments|players)\/.+/, '/$1/:player'),
        'KB small → large': `${kb(small.bytes)} → ${kb(large.bytes)}`,
        'data KB': `${kb(small.dataBytes)} → ${kb(large.dataBytes)}`,
        'FCP ms': `${small.fcpMs} → ${large.fcpMs}`,
        'LCP ms': `${small.lcpMs} → ${large.lcpMs}`,
        met: sameBytes && samePaint ? 'yes' : 'NO',
      };
    });

    console.log(
      `\nPage weight and first paint, small seed → large data set (median of ${PAGE_RUNS} cold ` +
        `loads; the same within ${Math.round((SAME_BYTES.ratio - 1) * 100)}% + ` +
        `${SAME_BYTES.plusKb} KB and ${Math.round((SAME_PAINT.ratio - 1) * 100)}% + ` +
        `${SAME_PAINT.plusMs} ms):`,
    );
    console.table(pageRows);
    const missed = rows.filter((row) => row.met !== 'yes');
    console.log(
      missed.length
        ? `${missed.length} request(s) above ${TARGET_DB_MS} ms or ${TARGET_KB} KB.`
        : `Every request within ${TARGET_DB_MS} ms at the database and ${TARGET_KB} KB.`,
    );
    return {
      ...counts,
      targets: { dbP95Ms: TARGET_DB_MS, kb: TARGET_KB, typingP95Ms: TARGET_TYPING_MS },
      requests: rows,
      searchAsYouType: typed,
      pages: { small: weights.small, large: weights.large, summary: pageRows },
    };
  } finally {
    await stack.stop();
  }
}

const results = await main();
const file = await writeResult('data-scale.json', {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load: os.loadavg().map(round),
  clients: CLIENTS,
  seconds: SECONDS,
  ...results,
});
console.log(`written to ${file}`);
