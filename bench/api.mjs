// API throughput: requests/s and latency of the two hottest REST calls — the top-10 leaderboard
// read and a score insert, both as anon — at 50 concurrent clients for a fixed time, on in-memory
// PGlite and on PostgreSQL (DATABASE_URL, default the system server on 127.0.0.1:5432) when one
// answers. Prints a table, writes bench/results/api.json, asserts nothing.
// Run: node bench/api.mjs   (BENCH_API_SECONDS=10, BENCH_API_CLIENTS=50)
import os from 'node:os';
import {
  forEachDatabase,
  request,
  restHeaders,
  runClosedLoop,
  writeResult,
} from './lib/api-stack.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS) || 10;
const CLIENTS = Number(process.env.BENCH_API_CLIENTS) || 50;
const SEED_ROWS = 2_000;
const TABLE = 'flappy_steve_scores';

async function seedScores(stack) {
  const rows = Array.from({ length: SEED_ROWS }, (_, i) => ({
    username: `seed_${i % 97}`,
    score: (i * 7919) % 100_000,
  }));
  const answer = await request(`${stack.url}/rest/v1/${TABLE}`, {
    method: 'POST',
    headers: restHeaders(stack, stack.serviceRoleKey, { prefer: 'return=minimal' }),
    body: JSON.stringify(rows),
  });
  if (answer.status !== 201) throw new Error(`seeding failed: ${answer.status} ${answer.text}`);
}

const round = (value) => Math.round(value * 10) / 10;

const results = await forEachDatabase(async (stack, database) => {
  await seedScores(stack);
  // As the games' pages read it: the top 10, each row marked member or guest (and the reader's).
  const readUrl = `${stack.url}/rest/v1/rpc/leaderboard?p_game=flappy_steve`;
  const readHeaders = restHeaders(stack);
  // The API roles submit scores only through rpc/submit_score, one per call and rate-limited;
  // the table's raw write path is measured with the service role.
  const insertHeaders = restHeaders(stack, stack.serviceRoleKey, { prefer: 'return=minimal' });
  const workloads = {
    'leaderboard read': () => request(readUrl, { headers: readHeaders }),
    'score insert': (i) =>
      request(`${stack.url}/rest/v1/${TABLE}`, {
        method: 'POST',
        headers: insertHeaders,
        body: JSON.stringify({ username: `bench_${i % 1000}`, score: i + 1 }),
      }),
  };
  const measured = {};
  for (const [name, makeRequest] of Object.entries(workloads)) {
    // A short warm-up fills PostgREST's schema cache and the connection pools.
    await runClosedLoop({ clients: CLIENTS, seconds: 1, makeRequest });
    const run = await runClosedLoop({ clients: CLIENTS, seconds: SECONDS, makeRequest });
    measured[name] = {
      requests: run.requests,
      rps: round(run.rps),
      p50Ms: round(run.p50),
      p95Ms: round(run.p95),
      p99Ms: round(run.p99),
      statuses: run.statuses,
    };
    console.log(`${database} ${name}: ${measured[name].rps} req/s, p95 ${measured[name].p95Ms} ms`);
  }
  return { workloads: measured };
});

const rows = results.flatMap(({ database, workloads }) =>
  Object.entries(workloads).map(([name, w]) => ({
    database,
    workload: name,
    'req/s': w.rps,
    'p50 ms': w.p50Ms,
    'p95 ms': w.p95Ms,
    'p99 ms': w.p99Ms,
    requests: w.requests,
    'non-2xx': Object.entries(w.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0),
  })),
);
console.log(`\nREST API at ${CLIENTS} concurrent clients, ${SECONDS} s per workload:`);
console.table(rows);
const file = await writeResult('api.json', {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  clients: CLIENTS,
  seconds: SECONDS,
  results,
});
console.log(`written to ${file}`);
