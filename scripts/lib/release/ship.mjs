/* global AbortController */
// `pnpm release <app>`: build that app alone, run its own checks, gate the candidate against what
// is live, publish it under its immutable version and promote it. Also the first release of
// every app when a target is empty (`pnpm start` on a fresh clone, the e2e harness).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, distOf, RELEASES_TO_KEEP, repoRoot, SHELL } from '../apps.mjs';
import { dirTarget } from './dir-target.mjs';
import {
  describeBuild,
  promote,
  publish,
  readRegistry,
  RELEASED_ENVIRONMENTS,
} from './releases.mjs';
import { staticSiteSupabase, writeStaticSite } from './static-site.mjs';
import { stopOnSignal } from './stop-on-signal.mjs';

export const DEFAULT_RELEASE_DIR = path.join(repoRoot, '.releases');

/**
 * The target releases go to: `storage` (Supabase Storage, storage-target.mjs) or the release
 * directory (`NORSECRAFT_RELEASE_DIR`, default `.releases/`).
 */
export async function openTarget({ target = process.env.RELEASE_TARGET ?? 'dir', dir } = {}) {
  if (target === 'storage') {
    const { storageTargetFromEnv } = await import('./storage-target.mjs');
    return storageTargetFromEnv();
  }
  if (target !== 'dir') throw new Error(`unknown release target "${target}" (dir or storage)`);
  return dirTarget(path.resolve(dir ?? process.env.NORSECRAFT_RELEASE_DIR ?? DEFAULT_RELEASE_DIR));
}

export const keepFromEnv = () => Number(process.env.RELEASE_KEEP) || RELEASES_TO_KEEP;

/** `pnpm release`'s exit code when it refused a remote for a target without a live shell. */
export const EXIT_NO_LIVE_SHELL = 3;

/**
 * A remote refused because the target has no live shell: it would go live with nothing to load
 * it. Thrown before anything is built, started or written.
 */
export class NoLiveShellRefusal extends Error {
  constructor(app, target) {
    super(
      `refused ${app.dir}: ${target.describe()} has no live shell, and a remote goes live only ` +
        `beside one; nothing was built or changed. Release the shell there first ` +
        `(pnpm release ${SHELL.dir}), then ${app.dir}.`,
    );
    this.name = 'NoLiveShellRefusal';
    this.exitCode = EXIT_NO_LIVE_SHELL;
  }
}

const semverOf = (sourceDir) =>
  JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8')).version;

/**
 * Runs a command; rejects when it fails. Asynchronous, so what the gate warms up meanwhile (its
 * backend, its browser) starts while the command runs. `quiet`: its output is kept and shown
 * only when it fails. `signal`: ends it (the release failed or was refused meanwhile).
 */
function run(command, args, { cwd = repoRoot, env, log, quiet = false, signal }) {
  log?.(`$ ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const forget = stopOnSignal(stop);
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed${output ? `:\n${output}` : ''}`)),
    );
  }).finally(() => {
    forget();
    signal?.removeEventListener('abort', stop);
  });
}

/** Builds the app found in `sourceDir` (its own folder, or a copy of it) into `sourceDir/dist`. */
export async function buildApp(sourceDir, { log } = {}) {
  const environments = RELEASED_ENVIRONMENTS.flatMap((name) => ['--environment', name]);
  await run(path.join(sourceDir, 'node_modules/.bin/rsbuild'), ['build', ...environments], {
    cwd: sourceDir,
    log,
  });
  return path.join(sourceDir, 'dist');
}

/**
 * Where the type check of a source folder keeps what it learned (tsc --incremental): a later
 * release of the same folder checks again only what changed and what depends on it.
 */
const typeCheckState = (app, sourceDir) =>
  path.join(
    repoRoot,
    'node_modules/.cache/norsecraft-release',
    `${app.dir}-${createHash('sha1').update(sourceDir).digest('hex').slice(0, 12)}.tsbuildinfo`,
  );

/**
 * The app's own checks: its type check and its unit tests (nothing of the other apps), at once;
 * their output shows when one fails.
 */
export async function checkApp(app, sourceDir, { log, signal } = {}) {
  const options = { log, quiet: true, signal };
  await Promise.all([
    run(
      path.join(repoRoot, 'node_modules/.bin/tsc'),
      [
        '-p',
        path.join(sourceDir, 'tsconfig.json'),
        '--incremental',
        '--tsBuildInfoFile',
        typeCheckState(app, sourceDir),
      ],
      options,
    ),
    run(
      path.join(repoRoot, 'node_modules/.bin/jest'),
      ['--selectProjects=unit', '--passWithNoTests', `--testPathPatterns=/${app.dir}/`],
      options,
    ),
  ]);
  log?.('checks passed: type check and unit tests');
}

/**
 * Releases every app the target has no live version of, from its existing build (built first
 * when missing). No gate: with nothing live there is nothing to compare against or protect.
 * `runtimeEnv`: the Supabase project the static copy's pages talk to (static-site.mjs).
 */
export async function releaseMissingApps(
  target,
  { log = () => {}, build = true, runtimeEnv } = {},
) {
  // Decided before anything is released: a copy that cannot be written is refused up front.
  const supabase = !target.localDir
    ? null
    : runtimeEnv
      ? { runtimeEnv, supabaseUrl: runtimeEnv.supabaseUrl }
      : staticSiteSupabase();
  const registry = await readRegistry(target);
  const missing = APPS.filter((app) => !registry.apps[app.name]);
  for (const app of missing) {
    const sourceDir = path.join(repoRoot, app.dir);
    if (build || !existsSync(path.join(distOf(app), 'mf-manifest.json')))
      await buildApp(sourceDir, { log });
    const release = {
      ...(await describeBuild(app, distOf(app), semverOf(sourceDir))),
      gate: 'skipped',
    };
    await publish(target, app, distOf(app), release, { log });
    await promote(target, app, release.version, { keep: keepFromEnv(), log });
  }
  if (missing.length) await writeStaticSite(target, { log, supabase });
  return missing;
}

/**
 * The whole release of one app. `sourceDir` defaults to the app's folder; `gate` (see gate.mjs)
 * runs between build and publish and throws to refuse; what it needs starts with the build
 * (`gate.warmUp`).
 * @returns {Promise<{ version: string, previous: string | null, pruned: string[] }>}
 */
export async function releaseApp(
  app,
  { target, sourceDir, test = true, gate, keep, log = () => {} },
) {
  const source = path.resolve(sourceDir ?? path.join(repoRoot, app.dir));
  if (app.role === 'remote' && !(await readRegistry(target)).apps[SHELL.name])
    throw new NoLiveShellRefusal(app, target);
  // The static copy written after the promotion: refused now, before anything moves.
  const supabase = target.localDir ? staticSiteSupabase() : null;
  const warm = gate?.warmUp?.({ target });
  const forgetWarm = warm ? stopOnSignal(() => warm.close()) : () => {};
  // The checks need no build: they run beside the build and the gate, and must pass before
  // anything is published. A failure anywhere ends them.
  const stopChecks = new AbortController();
  const checked = test ? checkApp(app, source, { log, signal: stopChecks.signal }) : null;
  checked?.catch(() => {});
  try {
    const distDir = await buildApp(source, { log });
    const release = await describeBuild(app, distDir, semverOf(source));
    const live = (await readRegistry(target)).apps[app.name];
    if (live?.version === release.version) {
      log(`${app.dir} ${release.version} is already live: nothing to release`);
      return { version: release.version, previous: release.version, pruned: [] };
    }
    const gated = gate?.({ app, distDir, release, target, warm, log });
    gated?.catch(() => {});
    // The first to fail ends the release (its refusal or the checks' failure, as it came).
    await Promise.all([gated, checked]);
    // Recorded with the version: one that passed its gate may be promoted again later (--to).
    const published = { ...release, gate: gate ? 'passed' : 'skipped' };
    await publish(target, app, distDir, published, { log });
    const promoted = await promote(target, app, release.version, {
      keep: keep ?? keepFromEnv(),
      log,
    });
    await writeStaticSite(target, { log, supabase });
    return promoted;
  } finally {
    stopChecks.abort();
    forgetWarm();
    await warm?.close();
  }
}
