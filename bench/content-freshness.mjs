/* global performance */
// Publish → visible (issue 36): how long after an editor's save the page's HTML shows it, on two
// HTML host instances at once (as behind a load balancer), against one in-memory stack. Each
// round an editor (the seeded editor@example.com, through the REST API as the back office
// saves) changes a rule, then both hosts' /rules are fetched every 50 ms until each shows it;
// the figure is the later of the two. Also a settings change (every page's document): the server address on /.
// Prints p50/p95/max in seconds and writes bench/results/content-freshness.json.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../scripts/lib/apps.mjs';
import { serveSite } from '../scripts/lib/release-host.mjs';
import { dirTarget } from '../scripts/lib/release/dir-target.mjs';
import { releaseMissingApps } from '../scripts/lib/release/ship.mjs';
import { SEEDED_ACCOUNTS, startLocalStack } from '../scripts/lib/stack.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';

const ROUNDS = Number(process.env.FRESHNESS_ROUNDS ?? 20);
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function editorToken(stack) {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(SEEDED_ACCOUNTS.editor),
  });
  return (await response.json()).access_token;
}

async function patch(stack, token, pathAndQuery, body) {
  const response = await fetch(`${stack.url}/rest/v1/${pathAndQuery}`, {
    method: 'PATCH',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
}

/** Seconds until every host's HTML of `page` contains `text`. */
async function untilVisible(hosts, page, text) {
  const started = performance.now();
  const pending = new Set(hosts);
  while (pending.size) {
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`not visible after ${GIVE_UP_MS} ms`);
    await Promise.all(
      [...pending].map(async (host) => {
        if ((await (await fetch(`${host}${page}`)).text()).includes(text)) pending.delete(host);
      }),
    );
    if (pending.size) await sleep(POLL_MS);
  }
  return (performance.now() - started) / 1000;
}

const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-bench-fresh-'));
await releaseMissingApps(dirTarget(releaseDir), { build: false });
const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
const sites = [];
try {
  for (let i = 0; i < 2; i++) {
    sites.push(
      await serveSite({
        target: dirTarget(releaseDir),
        ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
        env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
      }),
    );
  }
  const hosts = sites.map((site) => site.url);
  // Warm: both hosts have rendered the pages once.
  await Promise.all(hosts.flatMap((host) => ['/rules', '/'].map((p) => fetch(`${host}${p}`))));
  const token = await editorToken(stack);
  const rule = [];
  for (let round = 0; round < ROUNDS; round++) {
    const text = `Freshness round ${round} ${Date.now().toString(36)}.`;
    await patch(stack, token, 'rules?title=eq.No%20griefing', { description: text });
    rule.push(await untilVisible(hosts, '/rules', text));
    await sleep(Math.random() * 1000);
  }
  // The site settings are the admins': an admin's token.
  const admin = await (
    await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(SEEDED_ACCOUNTS.admin),
    })
  ).json();
  const settings = [];
  for (let round = 0; round < Math.ceil(ROUNDS / 2); round++) {
    const address = `play${round}-${Date.now().toString(36)}.example.org`;
    await patch(stack, admin.access_token, 'site_settings?lang=eq.en', { server_address: address });
    settings.push(await untilVisible(hosts, '/', address));
    await sleep(Math.random() * 1000);
  }
  const row = (name, values) => ({
    change: name,
    rounds: values.length,
    'p50 s': median(values).toFixed(2),
    'p95 s': percentile(values, 95).toFixed(2),
    'max s': Math.max(...values).toFixed(2),
  });
  const rows = [
    row('rule edited → /rules on both hosts', rule),
    row('settings → / on both hosts', settings),
  ];
  printTable(rows);
  writeResults('content-freshness', { hosts: 2, rows });
} finally {
  await Promise.all(sites.map((site) => site.close()));
  await stack.stop();
  await rm(releaseDir, { recursive: true, force: true });
}
