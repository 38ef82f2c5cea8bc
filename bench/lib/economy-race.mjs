// The auction house in the game's economy under load (issue 39): linked bidders with wallets
// racing through place_bid on a handful of listings while the game server's deposits (some sent
// twice, as a plugin resends) and members' withdrawals (asked, cancelled, picked up and paid by
// the plugin) arrive; then the listings end and settle. Afterwards every answer is matched with
// the ledger: each accepted deposit, bid, withdrawal and cancel has exactly one movement (none
// lost, none twice), and ledger_check() finds nothing.
import { randomUUID } from 'node:crypto';
import { ledgerProblems } from '../../scripts/lib/ledger-check.mjs';
import { linkedBidder, percentile, request, restHeaders } from './api-stack.mjs';

const STARTING_BID = 1_000;

const service = (stack, extra) => restHeaders(stack, stack.serviceRoleKey, extra);

async function must(answer, what) {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.text ? JSON.parse(answer.text) : null;
}

const post = (stack, path, body, headers = service(stack)) =>
  request(`${stack.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

const bridge = (stack, method, path, body) =>
  request(`${stack.url}/functions/v1/game-bridge${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.gameBridgeKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function houseListing(stack) {
  const rows = await must(
    await post(
      stack,
      '/rest/v1/auction_listings?select=id',
      {
        item: `Load Test Axe ${randomUUID().slice(0, 8)}`,
        seller: 'Load_House',
        starting_bid: STARTING_BID,
        current_bid: STARTING_BID,
        end_time: new Date(Date.now() + 3_600_000).toISOString(),
        rarity: 'Epic',
        repeats: false,
      },
      service(stack, { prefer: 'return=representation' }),
    ),
    'listing',
  );
  return rows[0].id;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);

/**
 * @param {{ url: string, anonKey: string, serviceRoleKey: string, gameBridgeKey: string }} stack
 * @param {{ bidders: number, listings: number, seconds: number }} options
 */
export async function economyRace(stack, { bidders, listings, seconds }) {
  const people = [];
  // Sign-ups in groups: a hundred at once would only queue in the stack.
  for (let i = 0; i < bidders; i += 10)
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, bidders - i) }, () => linkedBidder(stack)),
      )),
    );
  const listingIds = await Promise.all(Array.from({ length: listings }, () => houseListing(stack)));

  // Deposits the plugin sent and the site took (200), by id; each must be one movement.
  const deposited = new Map();
  const depositBatch = (items) =>
    bridge(stack, 'POST', '/wallet/deposits', items).then((answer) => {
      if (answer.status === 200) for (const item of items) deposited.set(item.id, item.amount);
      return answer;
    });
  const newDeposit = (person, amount) => ({
    id: `bench:${randomUUID()}`,
    uuid: person.uuid,
    amount,
    at: new Date().toISOString(),
  });
  // Wallets from 20 s to 2 g: the poorer run out and are refused for money.
  await must(
    await depositBatch(people.map((person, i) => newDeposit(person, 2_000 + ((i * 997) % 20_000)))),
    'first deposits',
  );

  const highest = new Map(listingIds.map((id) => [id, STARTING_BID]));
  // Who this process saw lead each listing: a leader does not bid over itself (refused, 409).
  const leader = new Map();
  const acceptedBids = [];
  const bidLatencies = [];
  const acceptedLatencies = [];
  const bidStatuses = {};
  const withdrawals = { asked: [], cancelled: [], paid: new Set(), statuses: {} };
  const deposits = { batches: 0, resent: 0, statuses: {} };
  const deadline = Date.now() + seconds * 1000;

  const bidLoop = async (person) => {
    while (Date.now() < deadline) {
      const open = listingIds.filter((id) => leader.get(id) !== person);
      if (open.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      const listingId = pick(open);
      const amount = highest.get(listingId) + 1 + Math.floor(Math.random() * 50);
      const answer = await post(
        stack,
        '/rest/v1/rpc/place_bid',
        { p_listing_id: listingId, p_amount: amount },
        restHeaders(stack, person.token),
      );
      bidLatencies.push(answer.ms);
      count(bidStatuses, answer.status);
      if (answer.status === 200) {
        acceptedLatencies.push(answer.ms);
        const [row] = JSON.parse(answer.text);
        acceptedBids.push({ logId: row.log_id, amount });
        if (amount >= highest.get(listingId)) {
          highest.set(listingId, amount);
          leader.set(listingId, person);
        }
      } else if (answer.status === 400) {
        const read = await request(
          `${stack.url}/rest/v1/auction_listings_live?select=current_bid&id=eq.${listingId}`,
          { headers: restHeaders(stack, person.token) },
        );
        if (read.status === 200)
          highest.set(
            listingId,
            Math.max(highest.get(listingId), JSON.parse(read.text)[0].current_bid),
          );
      } else if (answer.status === 429 || answer.status === 402) {
        // 10 bids a minute per member, or a wallet that does not cover the bid: this bidder
        // waits (its turn, or a deposit) before trying again.
        await new Promise((resolve) => setTimeout(resolve, answer.status === 429 ? 2_000 : 1_000));
      }
    }
  };

  // The game server: deposits every 100 ms, one batch in ten sent again as it was.
  const depositLoop = async () => {
    let last = null;
    while (Date.now() < deadline) {
      const resend = last && Math.random() < 0.1;
      const items = resend
        ? last
        : Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () =>
            newDeposit(pick(people), 100 + Math.floor(Math.random() * 5_000)),
          );
      const answer = await depositBatch(items);
      count(deposits.statuses, answer.status);
      deposits.batches += 1;
      if (resend) deposits.resent += 1;
      last = items;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // Members asking for withdrawals (some beyond what they have) and cancelling some.
  const withdrawalLoop = async () => {
    while (Date.now() < deadline) {
      const person = pick(people);
      const answer = await post(
        stack,
        '/rest/v1/rpc/request_withdrawal',
        { p_amount: 100 + Math.floor(Math.random() * 4_000) },
        restHeaders(stack, person.token, { accept: 'application/vnd.pgrst.object+json' }),
      );
      count(withdrawals.statuses, answer.status);
      if (answer.status === 200) {
        const asked = JSON.parse(answer.text);
        withdrawals.asked.push(asked.id);
        if (Math.random() < 0.3) {
          const cancel = await post(
            stack,
            '/rest/v1/rpc/cancel_withdrawal',
            { p_withdrawal_id: asked.id },
            restHeaders(stack, person.token),
          );
          count(withdrawals.statuses, `cancel ${cancel.status}`);
          if (cancel.status === 200) withdrawals.cancelled.push(asked.id);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };

  // The plugin paying what it lists, every second.
  const payLoop = async () => {
    while (Date.now() < deadline) {
      const listed = await bridge(stack, 'GET', '/wallet/withdrawals');
      if (listed.status === 200)
        for (const { id } of JSON.parse(listed.text).withdrawals) {
          const paid = await bridge(stack, 'POST', `/wallet/withdrawals/${id}/paid`);
          count(withdrawals.statuses, `paid ${paid.status}`);
          if (paid.status === 200) withdrawals.paid.add(id);
        }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };

  await Promise.all([...people.map(bidLoop), depositLoop(), withdrawalLoop(), payLoop()]);

  // The listings end and settle: the winners' holds become payments.
  for (const id of listingIds)
    await must(
      await request(`${stack.url}/rest/v1/auction_listings?id=eq.${id}`, {
        method: 'PATCH',
        headers: service(stack),
        body: JSON.stringify({ end_time: new Date(Date.now() - 1_000).toISOString() }),
      }),
      'end',
    );
  await must(await post(stack, '/rest/v1/rpc/settle_auctions', { p_limit: 500 }), 'settle');

  // Page by page: the API answers at most 1,000 rows a request (config.toml's max_rows).
  const movements = [];
  for (let offset = 0; ; offset += 1_000) {
    const page = await must(
      await request(
        `${stack.url}/rest/v1/wallet_movements?select=kind,log_id,deposit_id,withdrawal_id&order=id&offset=${offset}&limit=1000`,
        { headers: service(stack) },
      ),
      'movements',
    );
    movements.push(...page);
    if (page.length < 1_000) break;
  }
  const tally = (kind, key) => {
    const seen = new Map();
    for (const m of movements) if (m.kind === kind) seen.set(m[key], (seen.get(m[key]) ?? 0) + 1);
    return seen;
  };
  const missingOrTwice = (expected, seen) => ({
    lost: expected.filter((key) => !seen.has(key)).length,
    duplicated: [...seen.values()].filter((n) => n > 1).length,
  });
  const check = {
    deposits: missingOrTwice([...deposited.keys()], tally('deposit', 'deposit_id')),
    holds: missingOrTwice(
      acceptedBids.map((b) => b.logId),
      tally('hold', 'log_id'),
    ),
    withdrawals: missingOrTwice(withdrawals.asked, tally('withdrawal', 'withdrawal_id')),
    cancels: missingOrTwice(withdrawals.cancelled, tally('withdrawal_cancelled', 'withdrawal_id')),
  };
  const problems = await ledgerProblems(stack);
  bidLatencies.sort((a, b) => a - b);
  acceptedLatencies.sort((a, b) => a - b);
  return {
    bidders,
    listings,
    seconds,
    bids: bidLatencies.length,
    accepted: acceptedBids.length,
    bidStatuses,
    p50BidMs: percentile(bidLatencies, 50),
    p95BidMs: percentile(bidLatencies, 95),
    p95AcceptedBidMs: percentile(acceptedLatencies, 95),
    deposits: { ...deposits, distinctAccepted: deposited.size },
    withdrawals: {
      asked: withdrawals.asked.length,
      cancelled: withdrawals.cancelled.length,
      paid: withdrawals.paid.size,
      statuses: withdrawals.statuses,
    },
    movements: movements.length,
    lost: Object.values(check).reduce((sum, c) => sum + c.lost, 0),
    duplicated: Object.values(check).reduce((sum, c) => sum + c.duplicated, 0),
    check,
    ledgerProblems: problems,
    ledgerClean: problems.length === 0,
  };
}
