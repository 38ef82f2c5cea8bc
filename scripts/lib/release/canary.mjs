/* global AbortController */
// The gate's canary: the candidate loaded into the *live* site (live shell, live registry, the
// candidate in place of its app's live version, served from its build folder so nothing on the
// target changes) in headless Chromium. Every page it serves (every page of the site for a shell
// candidate) must render one heading once the shell has taken the page over, with no console
// error and one react-dom, and carry its heading in the server-rendered HTML too. Guarded pages
// are visited signed in as the canary account.
// Fast: the backend and the browser start while the candidate builds (`warmUpCanary`), the pages
// are visited at once (one warm browser, a tab each), and a page that fails shows the shell's
// fallback at once rather than after a wait for a heading that never comes.
import os from 'node:os';
import { APPS } from '../apps.mjs';
import { launchChromium } from '../chromium.mjs';
import { loadHost } from '../host.mjs';
import { countReactDoms, reactDomCopies } from '../react-dom-count.mjs';
import { serveSite } from '../release-host.mjs';
import { SEEDED_ACCOUNTS, startLocalStack } from '../stack.mjs';
import { readRegistry } from './releases.mjs';
import { serverRenderCheck } from './server-render-check.mjs';

const FALLBACK_TEXT = 'This section is temporarily unavailable';
/**
 * Longest wait for one page to be taken over by the shell and show a heading or the fallback: a
 * page that fails shows the fallback long before; this only bounds a page that hangs. Measured
 * on a 2-core machine at a load average of 40, a healthy page took 6–13 s to be taken over.
 */
const PAGE_TIMEOUT_MS = 60_000;
/** Data pages log their failures after the heading: their requests get this long to settle. */
const SETTLE_MS = 5_000;
/**
 * Tabs open at once: two per core. A page's takeover is CPU-bound, but a good part of each visit
 * waits (for the host, the backend, the network to settle), which the other tabs fill.
 */
const TABS_AT_ONCE = 2 * os.availableParallelism();

/**
 * The backend the canary's pages talk to: the live site's Supabase when CANARY_SUPABASE_URL is
 * set (with CANARY_SUPABASE_ANON_KEY, and CANARY_EMAIL / CANARY_PASSWORD of the canary's own
 * least-privilege account, README "Shipping a remote"), as in CI; else a private in-memory local
 * stack with its seeded admin.
 */
async function canaryBackend(signal) {
  const { CANARY_SUPABASE_URL, CANARY_SUPABASE_ANON_KEY, CANARY_EMAIL, CANARY_PASSWORD } =
    process.env;
  if (CANARY_SUPABASE_URL) {
    return {
      env: { supabaseUrl: CANARY_SUPABASE_URL, supabaseAnonKey: CANARY_SUPABASE_ANON_KEY },
      account: { email: CANARY_EMAIL, password: CANARY_PASSWORD },
      stop: async () => {},
    };
  }
  const stack = await startLocalStack({
    port: 0,
    memory: true,
    reuse: false,
    shortLived: true,
    signal,
  });
  return {
    env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    account: SEEDED_ACCOUNTS.admin,
    stop: stack.stop,
  };
}

/**
 * Starts the canary's backend and browser (call it before building the candidate); `close()`
 * stops them whether or not the canary ran, a backend still starting included.
 */
export function warmUpCanary() {
  const starting = new AbortController();
  const backend = canaryBackend(starting.signal);
  const browser = launchChromium();
  const ready = Promise.all([backend, browser]).then(([b, c]) => ({ backend: b, browser: c }));
  ready.catch(() => {});
  return {
    ready,
    async close() {
      starting.abort();
      await Promise.allSettled([browser.then((c) => c.close()), backend.then((b) => b.stop())]);
    },
  };
}

/** Runs `task` over `items`, at most `limit` at once, results in order. */
async function eachAtMost(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One page in a tab of its own: what is wrong with it once the shell has taken it over. */
async function browserProblems(context, url, { isOutside, hydratedAttribute }) {
  const page = await context.newPage();
  const errors = [];
  // A page of many addresses visited at its bare path answers 404 (it names no one): the
  // browser's line about that answer is no fault of the page.
  const notFoundAnswer = url.includes('/:') ? url : null;
  page.on('console', (message) => {
    const source = message.location().url;
    if (message.type() !== 'error' || (source && isOutside(source))) return;
    if (source === notFoundAnswer && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const problems = [];
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    const fallback = page.getByText(FALLBACK_TEXT);
    // The HTML arrives with the server's heading: the page counts once the browser has hydrated
    // it (a mismatch is logged as a console error), or the shell shows its fallback.
    await page
      .locator(`html[${hydratedAttribute}]`)
      .waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await heading.or(fallback).first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    if (await fallback.count()) {
      problems.push("the shell's fallback shows (the remote failed to load or threw)");
    } else {
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
      const count = await heading.count();
      if (count !== 1) problems.push(`${count} headings`);
      if (!(await heading.first().textContent())?.trim()) problems.push('an empty heading');
      if (await fallback.count()) problems.push("the shell's fallback shows");
    }
  } catch (error) {
    problems.push(`no heading rendered (${error.message.split('\n')[0]})`);
  }
  const reactDoms = await page.evaluate(reactDomCopies).catch(() => 1);
  if (reactDoms > 1) problems.push(`${reactDoms} copies of react-dom loaded`);
  problems.push(...errors.map((error) => `console: ${error}`));
  await page.close();
  return problems;
}

async function signIn(context, siteUrl, account) {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: PAGE_TIMEOUT_MS });
  await page.close();
}

/** The pages the canary visits: the candidate's, or every live page for a shell candidate. */
function pagesToVisit(registry, app, release) {
  if (app.role === 'remote') return release.pages;
  return Object.values(registry.apps).flatMap((entry) => entry.pages ?? []);
}

/**
 * @param {{ target: object, app: object, distDir: string, release: object, warm?: ReturnType<typeof warmUpCanary>, log?: (line: string) => void }} options
 * @returns {Promise<string[]>} what went wrong, page by page (empty: the canary passed)
 */
export async function runCanary({ target, app, distDir, release, warm, log = () => {} }) {
  const own = warm ? null : warmUpCanary();
  const { backend, browser } = await (warm ?? own).ready;
  const registry = await readRegistry(target);
  const pages = pagesToVisit(registry, app, release);
  const { HYDRATED_ATTRIBUTE } = await loadHost();
  const serverRender = serverRenderCheck();
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((entry) => [entry.name, 0])),
    env: backend.env,
    candidate: { app, dir: distDir, release },
    onLog: serverRender.observe,
    // One render worker, and only the visited remotes' page modules learned: a few pages at
    // once need no more, and every worker and every learned remote costs CPU the pages need.
    hostEnv: { RENDER_WORKERS: '1', RENDER_LEARN_AHEAD: '0' },
  });
  const siteHosts = new Set(['127.0.0.1', 'localhost', new URL(backend.env.supabaseUrl).hostname]);
  const isOutside = (url) => !siteHosts.has(new URL(url).hostname);
  const contexts = [];
  const newContext = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    // Outside hosts (chat widget, images, map) are not the candidate's doing: kept out.
    await context.route(
      (url) => isOutside(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript(countReactDoms);
    return context;
  };
  try {
    const visitor = await newContext();
    const guarded = pages.some((page) => page.guard)
      ? newContext().then(async (context) => {
          await signIn(context, site.url, backend.account).catch((error) => {
            throw new Error(`the canary account could not sign in (${error.message})`, {
              cause: error,
            });
          });
          return context;
        })
      : null;
    guarded?.catch(() => {});
    const found = await eachAtMost(pages, TABS_AT_ONCE, async (entry) => {
      const context = entry.guard ? await guarded : visitor;
      const started = Date.now();
      // On the server (guarded pages never are: the visitor's own, or the admin's) and in the
      // browser at once: the host renders the page once for both.
      const [onServer, inBrowser] = await Promise.all([
        entry.guard ? [] : serverRender.problems(site, entry.path),
        browserProblems(context, `${site.url}${entry.path}`, {
          isOutside,
          hydratedAttribute: HYDRATED_ATTRIBUTE,
        }),
      ]);
      const problems = [...inBrowser, ...onServer];
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`canary ${entry.path}: ${problems.length ? problems.join('; ') : 'ok'} (${seconds} s)`);
      return problems.map((problem) => `${entry.path}: ${problem}`);
    }).catch((error) => [[error.message]]);
    return found.flat();
  } finally {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await site.close();
    await own?.close();
  }
}
