/* global document, MutationObserver */ // (some functions run in the page)
// The live auction house (issue 17): how many requests an open /auction-house tab makes per
// minute once loaded — live over Realtime, and in the fallback when the socket cannot connect
// (before Realtime every tab polled: 20 a minute) — and how long after a bid is accepted it shows
// in another tab (median, p95), live and in the fallback. Figures only; nothing is asserted.
// Run: node bench/auction-live.mjs
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';
import { linkedBidder } from './lib/api-stack.mjs';
import { blockOutsideHosts, startSite } from './lib/site.mjs';

const WINDOW_MS = 60_000;
const BIDS = { live: 20, fallback: 10 };
const ITEM = 'Netherite Sword of Tyr';
/** place_bid accepts 10 bids a minute per user: a fresh bidder for every ten. */
const BIDS_PER_BIDDER = 10;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openAuctionTab(browser, siteUrl, { realtime }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await blockOutsideHosts(context);
  if (!realtime) {
    await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => socket.close());
  }
  const page = await context.newPage();
  const requests = { auction: 0, all: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (!/\/(rest|functions|auth|storage)\/v1\//.test(url)) return;
    requests.all += 1;
    if (url.includes('/rest/v1/auction_')) requests.auction += 1;
  });
  const subscribed = new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('Subscribed to PostgreSQL')) resolve();
      }),
    ),
  );
  await page.goto(`${siteUrl}/auction-house`, { waitUntil: 'networkidle' });
  await page.getByRole('article', { name: ITEM }).waitFor();
  if (realtime) await subscribed;
  return { context, page, requests };
}

async function requestsPerMinute(browser, siteUrl, realtime) {
  const tab = await openAuctionTab(browser, siteUrl, { realtime });
  // Settled: the first load and the refetch on joining are behind us.
  await tab.page.waitForTimeout(2_000);
  const start = { ...tab.requests };
  await tab.page.waitForTimeout(WINDOW_MS);
  const perMinute = (key) => ((tab.requests[key] - start[key]) * 60_000) / WINDOW_MS;
  await tab.context.close();
  return { auction: perMinute('auction'), all: perMinute('all') };
}

async function rest(stack, path, { token, body } = {}) {
  const response = await fetch(`${stack.stackUrl}${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token ?? stack.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A member with a linked game account and money to bid with: place_bid refuses others. */
async function newBidder(stack) {
  const bidder = await linkedBidder(
    { url: stack.stackUrl, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey },
    { funds: 100_000_000 },
  );
  return bidder.token;
}

/**
 * Per bid, ms until the other tab shows it: from the bidder's accepted response (the commit is
 * just before it) and from the request being sent (the commit is after it) — the commit lies
 * between the two.
 */
async function bidLatencies(browser, stack, siteUrl, realtime, count) {
  const tab = await openAuctionTab(browser, siteUrl, { realtime });
  const listing = await fetch(
    `${stack.stackUrl}/rest/v1/auction_listings_live?item=eq.${encodeURIComponent(ITEM)}&select=id,current_bid`,
    { headers: { apikey: stack.anonKey } },
  ).then((r) => r.json());
  let { id, current_bid: bid } = listing[0];
  let token;
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    if (i % BIDS_PER_BIDDER === 0) token = await newBidder(stack);
    bid += 100;
    // The tab notes when its current bid for the item first differs from what it shows now.
    const shown = tab.page.evaluate((item) => {
      const article = [...document.querySelectorAll('article')].find(
        (a) => a.querySelector('h2')?.textContent === item,
      );
      const cell = article.querySelector('[data-testid="current-bid"]');
      const before = cell.textContent;
      return new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (cell.textContent !== before) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(cell, { childList: true, subtree: true, characterData: true });
      });
    }, ITEM);
    const sentAt = Date.now();
    await rest(stack, '/rest/v1/rpc/place_bid', {
      token,
      body: { p_listing_id: id, p_amount: bid },
    });
    const acceptedAt = Date.now();
    const shownAt = await shown;
    latencies.push({ fromAccepted: shownAt - acceptedAt, fromSent: shownAt - sentAt });
    // Let the tab settle between bids, as separate visitors' bids are.
    await tab.page.waitForTimeout(300);
  }
  await tab.context.close();
  return latencies;
}

const site = await startSite();
const browser = await launchChromium();
const results = {};
try {
  for (const mode of ['live', 'fallback']) {
    const realtime = mode === 'live';
    const rate = await requestsPerMinute(browser, site.url, realtime);
    const latencies = await bidLatencies(browser, site, site.url, realtime, BIDS[mode]);
    const summary = (values) => ({
      medianMs: Math.round(median(values)),
      p95Ms: Math.round(percentile(values, 95)),
      samplesMs: values.map(Math.round),
    });
    results[mode] = {
      auctionRequestsPerMinute: rate.auction,
      stackRequestsPerMinute: rate.all,
      bidToOtherTab: {
        samples: latencies.length,
        fromAccepted: summary(latencies.map((l) => l.fromAccepted)),
        fromSent: summary(latencies.map((l) => l.fromSent)),
      },
    };
  }
} finally {
  await browser.close();
  await site.close();
}

console.log(
  `One open /auction-house tab, requests over ${WINDOW_MS / 1000} s after load (before Realtime: 20 auction requests a minute);\n` +
    'a bid placed through the API until the other tab shows it (from the accepted response).\n',
);
printTable(
  Object.entries(results).map(([mode, r]) => ({
    mode,
    'auction req/min': r.auctionRequestsPerMinute,
    'all stack req/min': r.stackRequestsPerMinute,
    'bid → other tab p50 ms': r.bidToOtherTab.fromAccepted.medianMs,
    'p95 ms': r.bidToOtherTab.fromAccepted.p95Ms,
    'from sent p50/p95 ms': `${r.bidToOtherTab.fromSent.medianMs}/${r.bidToOtherTab.fromSent.p95Ms}`,
    samples: r.bidToOtherTab.samples,
  })),
);
writeResults('auction-live', { windowMs: WINDOW_MS, item: ITEM, results });
