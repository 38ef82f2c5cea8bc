// Load correctness: 200 concurrent score inserts (all must land), then the auction house in the
// game's economy (issue 39, bench/lib/economy-race.mjs): 100 linked bidders with wallets racing
// on 10 listings through place_bid for 60 s (each accepted at most 10 times a minute: the rate
// limit answers the rest with 429, not a failure; a bid the wallet does not cover 402) while the
// game bridge's deposits (one batch in ten resent) and members' withdrawals arrive, the plugin
// paying them; then the listings settle. Reports lost writes, lost and duplicated movements,
// ledger_check, 5xx answers and the bids' p95. On in-memory PGlite and on PostgreSQL
// (DATABASE_URL, default the system server on 127.0.0.1:5432) when one answers.
// Writes bench/results/load.json; exits 1 only when a correctness check fails.
// Run: node bench/load.mjs   (BENCH_LOAD_SECONDS=60, BENCH_LOAD_BIDDERS=100, BENCH_LOAD_LISTINGS=10)
import { randomUUID } from 'node:crypto';
import { forEachDatabase, request, restHeaders, writeResult } from './lib/api-stack.mjs';
import { economyRace } from './lib/economy-race.mjs';

const INSERTS = 200;
const BIDDERS = Number(process.env.BENCH_LOAD_BIDDERS) || 100;
const LISTINGS = Number(process.env.BENCH_LOAD_LISTINGS) || 10;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 60;

const is5xx = (status) => status >= 500 || status === 0;

async function concurrentInserts(stack) {
  const marker = `load_${randomUUID().slice(0, 8)}`;
  const answers = await Promise.all(
    Array.from({ length: INSERTS }, (_, i) =>
      // The service role: the API roles may only submit one rate-limited score per call.
      request(`${stack.url}/rest/v1/flappy_steve_scores`, {
        method: 'POST',
        headers: restHeaders(stack, stack.serviceRoleKey, { prefer: 'return=minimal' }),
        body: JSON.stringify({ username: marker, score: i }),
      }),
    ),
  );
  const rows = await request(
    `${stack.url}/rest/v1/flappy_steve_scores?select=score&username=eq.${marker}`,
    { headers: restHeaders(stack, stack.serviceRoleKey) },
  );
  const stored = new Set(JSON.parse(rows.text).map((row) => row.score));
  return {
    sent: INSERTS,
    created: answers.filter((a) => a.status === 201).length,
    stored: stored.size,
    lostWrites: Array.from({ length: INSERTS }, (_, i) => i).filter((i) => !stored.has(i)).length,
    status5xx: answers.filter((a) => is5xx(a.status)).length,
  };
}

const results = await forEachDatabase(async (stack, database) => {
  const inserts = await concurrentInserts(stack);
  console.log(
    `${database}: ${inserts.sent} inserts → ${inserts.stored} stored, ${inserts.lostWrites} lost, ${inserts.status5xx} 5xx`,
  );
  const economy = await economyRace(stack, {
    bidders: BIDDERS,
    listings: LISTINGS,
    seconds: SECONDS,
  });
  console.log(
    `${database}: ${economy.bidders} bidders on ${economy.listings} listings, ${economy.seconds} s → ${economy.bids} bids (${economy.accepted} accepted), p95 ${economy.p95BidMs.toFixed(0)} ms; ${economy.deposits.batches} deposit batches (${economy.deposits.resent} resent), ${economy.withdrawals.asked} withdrawals; ${economy.lost} lost, ${economy.duplicated} duplicated movements; ledger_check ${economy.ledgerClean ? 'clean' : 'FOUND PROBLEMS'}`,
  );
  return { inserts, economy };
});

/** Answers that failed outright (5xx, or none), of a tally keyed '<status>' or '<what> <status>'. */
const status5xx = (statuses) =>
  Object.entries(statuses)
    .filter(([key]) => {
      const code = Number(key.split(' ').at(-1));
      return code === 0 || code >= 500;
    })
    .reduce((sum, [, n]) => sum + n, 0);

console.log('\nLoad results:');
console.table(
  results.map(({ database, inserts, economy }) => ({
    database,
    'inserts stored': `${inserts.stored}/${inserts.sent}`,
    'lost writes': inserts.lostWrites,
    bids: economy.bids,
    accepted: economy.accepted,
    'p95 bid ms': Math.round(economy.p95BidMs),
    'p95 accepted ms': Math.round(economy.p95AcceptedBidMs),
    'lost movements': economy.lost,
    'duplicated movements': economy.duplicated,
    ledger_check: economy.ledgerClean ? 'clean' : `${economy.ledgerProblems.length} problems`,
    '5xx':
      status5xx(economy.bidStatuses) +
      status5xx(economy.deposits.statuses) +
      status5xx(economy.withdrawals.statuses),
  })),
);
const file = await writeResult('load.json', { date: new Date().toISOString(), results });
console.log(`written to ${file}`);
const failed = results.some(
  ({ inserts, economy }) =>
    inserts.lostWrites > 0 ||
    inserts.status5xx > 0 ||
    economy.lost > 0 ||
    economy.duplicated > 0 ||
    !economy.ledgerClean ||
    status5xx(economy.bidStatuses) > 0 ||
    status5xx(economy.deposits.statuses) > 0 ||
    status5xx(economy.withdrawals.statuses) > 0,
);
if (failed) {
  console.log('CORRECTNESS CHECK FAILED (see above)');
  process.exitCode = 1;
}
