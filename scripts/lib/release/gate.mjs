// The gate before promotion (`pnpm release`): a candidate goes live only when
//   1. its shared singletons can share the live ones (compat.mjs: no second React or router),
//   2. its pages take no path another live remote serves, and
//   3. the canary passes: the candidate loaded into the *live* site (live shell, live registry,
//      the candidate in place of its app's live version, served from its build folder so nothing
//      on the target changes) in headless Chromium, where every page it serves — every page of
//      the site for a shell candidate — renders one heading, with no console error and one
//      react-dom. Guarded pages are visited signed in as the canary account.
// A refusal throws with every reason; the target is untouched until the gate has passed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, REMOTES, SHELL } from '../apps.mjs';
import { launchChromium } from '../chromium.mjs';
import { countReactDoms, reactDomCopies } from '../react-dom-count.mjs';
import { serveSite } from '../release-host.mjs';
import { SEEDED_ACCOUNTS, startLocalStack } from '../stack.mjs';
import { singletonMismatches } from './compat.mjs';
import { pathConflicts, versionPrefix } from './registry.mjs';
import { readRegistry } from './releases.mjs';

const FALLBACK_TEXT = 'This section is temporarily unavailable';
const PAGE_TIMEOUT_MS = 30_000;

export class GateRefusal extends Error {
  constructor(app, version, reasons) {
    super(
      `refused ${app.dir} ${version}; the live site is unchanged:\n  - ${reasons.join('\n  - ')}`,
    );
    this.name = 'GateRefusal';
    this.reasons = reasons;
  }
}

async function liveManifest(target, app, version) {
  return target.readJson(`${versionPrefix(app, version)}mf-manifest.json`);
}

/** Singleton problems between the candidate and the live apps it will run beside. */
async function compatibilityProblems(target, registry, app, distDir) {
  const candidate = JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const problems = [];
  if (app.role === 'remote') {
    const shellVersion = registry.apps[SHELL.name]?.version;
    if (!shellVersion) return problems;
    const shell = await liveManifest(target, SHELL, shellVersion);
    problems.push(
      ...singletonMismatches(candidate.shared, shell.shared, {
        consumerName: app.name,
        providerName: `the live shell (${shellVersion})`,
      }),
    );
  } else {
    for (const remote of REMOTES) {
      const version = registry.apps[remote.name]?.version;
      if (!version) continue;
      const live = await liveManifest(target, remote, version);
      problems.push(
        ...singletonMismatches(live.shared, candidate.shared, {
          consumerName: `live ${remote.name} (${version})`,
          providerName: 'the candidate shell',
        }),
      );
    }
  }
  return problems;
}

/**
 * The backend the canary's pages talk to: the live site's Supabase when CANARY_SUPABASE_URL (and
 * _ANON_KEY, CANARY_EMAIL, CANARY_PASSWORD of an admin account kept for the canary) are set, as
 * in CI; else a private in-memory local stack with the seeded admin.
 */
async function canaryBackend() {
  const { CANARY_SUPABASE_URL, CANARY_SUPABASE_ANON_KEY, CANARY_EMAIL, CANARY_PASSWORD } =
    process.env;
  if (CANARY_SUPABASE_URL) {
    return {
      env: { supabaseUrl: CANARY_SUPABASE_URL, supabaseAnonKey: CANARY_SUPABASE_ANON_KEY },
      account: { email: CANARY_EMAIL, password: CANARY_PASSWORD },
      stop: async () => {},
    };
  }
  const stack = await startLocalStack({ port: 0, memory: true, reuse: false });
  return {
    env: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
    account: SEEDED_ACCOUNTS.admin,
    stop: stack.stop,
  };
}

async function checkPage(page, url, errors) {
  errors.length = 0;
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  const problems = [];
  try {
    await heading.first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    // Data pages log their failures after the heading: let their requests finish.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const count = await heading.count();
    const text = (await heading.first().textContent())?.trim();
    if (count !== 1) problems.push(`${count} headings`);
    if (!text) problems.push('an empty heading');
    if (await page.getByText(FALLBACK_TEXT).count()) problems.push("the shell's fallback shows");
  } catch {
    problems.push(
      (await page.getByText(FALLBACK_TEXT).count())
        ? "no heading: the shell's fallback shows (the remote failed to load or threw)"
        : 'no heading rendered',
    );
  }
  const reactDoms = await page.evaluate(reactDomCopies).catch(() => 1);
  if (reactDoms > 1) problems.push(`${reactDoms} copies of react-dom loaded`);
  problems.push(...errors.map((error) => `console: ${error}`));
  return problems;
}

async function signIn(page, siteUrl, account) {
  await page.goto(`${siteUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: PAGE_TIMEOUT_MS });
}

/** The pages the canary visits: the candidate's, or every live page for a shell candidate. */
function pagesToVisit(registry, app, release) {
  if (app.role === 'remote') return release.pages;
  return Object.values(registry.apps).flatMap((entry) => entry.pages ?? []);
}

/**
 * @returns {Promise<string[]>} what went wrong, page by page (empty: the canary passed)
 */
export async function runCanary({ target, app, distDir, release, log = () => {} }) {
  const registry = await readRegistry(target);
  const pages = pagesToVisit(registry, app, release);
  const backend = await canaryBackend();
  const site = await serveSite({
    target,
    ports: Object.fromEntries(APPS.map((entry) => [entry.name, 0])),
    env: backend.env,
    candidate: { app, dir: distDir, release },
  });
  const browser = await launchChromium();
  const problems = [];
  try {
    const context = await browser.newContext();
    const siteHosts = new Set([
      '127.0.0.1',
      'localhost',
      new URL(backend.env.supabaseUrl).hostname,
    ]);
    const isOutside = (url) => !siteHosts.has(new URL(url).hostname);
    // Outside hosts (chat widget, images, map) are not the candidate's doing: kept out.
    await context.route(
      (url) => isOutside(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript(countReactDoms);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      const source = message.location().url;
      if (message.type() === 'error' && !(source && isOutside(source))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const ordered = [...pages.filter((p) => !p.guard), ...pages.filter((p) => p.guard)];
    let signedIn = false;
    for (const entry of ordered) {
      if (entry.guard && !signedIn) {
        await signIn(page, site.url, backend.account).catch((error) => {
          throw new Error(`the canary account could not sign in (${error.message})`, {
            cause: error,
          });
        });
        signedIn = true;
      }
      const found = await checkPage(page, `${site.url}${entry.path}`, errors);
      log(`canary ${entry.path}: ${found.length ? found.join('; ') : 'ok'}`);
      problems.push(...found.map((problem) => `${entry.path}: ${problem}`));
    }
  } catch (error) {
    problems.push(error.message);
  } finally {
    await browser.close();
    await site.close();
    await backend.stop();
  }
  return problems;
}

/** The gate `pnpm release` runs between build and publish; throws a GateRefusal to refuse. */
export async function gate({ app, distDir, release, target, log = () => {} }) {
  const registry = await readRegistry(target);
  const reasons = [
    ...(await compatibilityProblems(target, registry, app, distDir)),
    ...pathConflicts(registry, app, release.pages),
  ];
  if (reasons.length) throw new GateRefusal(app, release.version, reasons);
  const liveShell = registry.apps[SHELL.name];
  if (!liveShell) {
    log('no live shell to load the candidate into: canary skipped (first release)');
    return;
  }
  log(`canary: ${app.dir} ${release.version} in the live site (shell ${liveShell.version})`);
  const problems = await runCanary({ target, app, distDir, release, log });
  if (problems.length) throw new GateRefusal(app, release.version, problems);
  log('canary passed');
}
