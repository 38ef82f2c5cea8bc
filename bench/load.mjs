// Load correctness: 200 concurrent score inserts (all must land), then 50 signed-in bidders
// racing on one auction listing through place_bid for 30 s (each accepted at most 10 times a
// minute: the rate limit answers the rest with 429, not a failure). Reports lost writes, 5xx
// answers, and whether the listing agrees with its log: final current_bid = highest accepted
// bid = newest log row, and every accepted bid has exactly one log row (no others). On
// in-memory PGlite and on PostgreSQL (DATABASE_URL, default the system server on
// 127.0.0.1:5432) when one answers.
// Writes bench/results/load.json; exits 1 only when a correctness check fails.
// Run: node bench/load.mjs   (BENCH_LOAD_SECONDS=30, BENCH_LOAD_BIDDERS=50)
import { randomUUID } from 'node:crypto';
import {
  forEachDatabase,
  newMemberToken,
  request,
  restHeaders,
  writeResult,
} from './lib/api-stack.mjs';

const INSERTS = 200;
const BIDDERS = Number(process.env.BENCH_LOAD_BIDDERS) || 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 30;
const STARTING_BID = 1_000;

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

function signUp(stack, i) {
  return newMemberToken(
    stack,
    `bidder-${i}-${randomUUID().slice(0, 8)}@load.test`,
    `Pw-${randomUUID()}`,
  );
}

async function createListing(stack) {
  const answer = await request(`${stack.url}/rest/v1/auction_listings?select=id`, {
    method: 'POST',
    headers: restHeaders(stack, stack.serviceRoleKey, {
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    }),
    body: JSON.stringify({
      item: `Load Test Axe ${randomUUID().slice(0, 8)}`,
      seller: 'Load_Seller',
      starting_bid: STARTING_BID,
      current_bid: STARTING_BID,
      end_time: new Date(Date.now() + 3_600_000).toISOString(),
      rarity: 'Epic',
    }),
  });
  if (answer.status !== 201) throw new Error(`listing failed: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).id;
}

async function biddingRace(stack) {
  const tokens = await Promise.all(Array.from({ length: BIDDERS }, (_, i) => signUp(stack, i)));
  const listingId = await createListing(stack);
  const accepted = [];
  const statuses = {};
  const readStatuses = {};
  let highestSeen = STARTING_BID;
  let rejected = 0;
  const deadline = Date.now() + SECONDS * 1000;

  const readCurrentBid = async (token) => {
    const answer = await request(
      `${stack.url}/rest/v1/auction_listings_live?select=current_bid&id=eq.${listingId}`,
      { headers: restHeaders(stack, token) },
    );
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 200)
      highestSeen = Math.max(highestSeen, JSON.parse(answer.text)[0].current_bid);
  };

  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < deadline) {
        // Outbid what this process has seen by a little: many bids collide and must be refused.
        const amount = highestSeen + 1 + Math.floor(Math.random() * 50);
        const answer = await request(`${stack.url}/rest/v1/rpc/place_bid`, {
          method: 'POST',
          headers: restHeaders(stack, token),
          body: JSON.stringify({ p_listing_id: listingId, p_amount: amount }),
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) {
          const [row] = JSON.parse(answer.text);
          accepted.push({ amount, logId: row.log_id, currentBid: row.current_bid });
          highestSeen = Math.max(highestSeen, amount);
        } else {
          rejected += 1;
          await readCurrentBid(token);
        }
      }
    }),
  );

  const service = restHeaders(stack, stack.serviceRoleKey);
  const listing = JSON.parse(
    (
      await request(`${stack.url}/rest/v1/auction_listings?select=current_bid&id=eq.${listingId}`, {
        headers: service,
      })
    ).text,
  )[0];
  const logs = JSON.parse(
    (
      await request(
        `${stack.url}/rest/v1/auction_logs?select=id,amount&listing_id=eq.${listingId}&order=id`,
        { headers: service },
      )
    ).text,
  );

  const maxAccepted = Math.max(STARTING_BID, ...accepted.map((a) => a.amount));
  const logIds = logs.map((log) => log.id);
  const logById = new Map(logs.map((log) => [log.id, log]));
  const acceptedIds = new Set(accepted.map((a) => a.logId));
  const checks = {
    finalIsMaxAccepted: listing.current_bid === maxAccepted,
    finalIsNewestLog: logs.length > 0 && logs.at(-1).amount === listing.current_bid,
    oneLogPerAcceptedBid:
      acceptedIds.size === accepted.length &&
      accepted.every((a) => logById.get(a.logId)?.amount === a.amount),
    noUnexplainedLogs: logs.length === accepted.length && logIds.every((id) => acceptedIds.has(id)),
    logAmountsRise: logs.every((log, i) => i === 0 || log.amount > logs[i - 1].amount),
  };
  return {
    bidders: BIDDERS,
    seconds: SECONDS,
    bids: accepted.length + rejected,
    accepted: accepted.length,
    rejected,
    status5xx: [statuses, readStatuses]
      .flatMap(Object.entries)
      .filter(([status]) => is5xx(Number(status)))
      .reduce((sum, [, count]) => sum + count, 0),
    bidStatuses: statuses,
    readStatuses,
    finalCurrentBid: listing.current_bid,
    maxAccepted,
    logRows: logs.length,
    checks,
    consistent: Object.values(checks).every(Boolean),
  };
}

const results = await forEachDatabase(async (stack, database) => {
  const inserts = await concurrentInserts(stack);
  console.log(
    `${database}: ${inserts.sent} inserts → ${inserts.stored} stored, ${inserts.lostWrites} lost, ${inserts.status5xx} 5xx`,
  );
  const bidding = await biddingRace(stack);
  console.log(
    `${database}: ${bidding.bidders} bidders, ${bidding.seconds} s → ${bidding.bids} bids, ${bidding.accepted} accepted, ${bidding.status5xx} 5xx, listing ${bidding.consistent ? 'matches' : 'DOES NOT match'} the log`,
  );
  return { inserts, bidding };
});

console.log('\nLoad results:');
console.table(
  results.map(({ database, inserts, bidding }) => ({
    database,
    'inserts stored': `${inserts.stored}/${inserts.sent}`,
    'lost writes': inserts.lostWrites,
    'insert 5xx': inserts.status5xx,
    bids: bidding.bids,
    accepted: bidding.accepted,
    'bid 5xx': bidding.status5xx,
    'final bid': bidding.finalCurrentBid,
    'log rows': bidding.logRows,
    'listing = log': bidding.consistent,
  })),
);
const file = await writeResult('load.json', { date: new Date().toISOString(), results });
console.log(`written to ${file}`);
const failed = results.some(
  ({ inserts, bidding }) =>
    inserts.lostWrites > 0 || inserts.status5xx > 0 || bidding.status5xx > 0 || !bidding.consistent,
);
if (failed) {
  console.log('CORRECTNESS CHECK FAILED (see above)');
  process.exitCode = 1;
}
