// Release commands (README "Shipping a remote"):
//   pnpm release <app> [--skip-tests] [--no-gate] [--source <folder>]
//   pnpm release:rollback <app> [--to <version>]
//   pnpm release:promote <app> --to <version>   (any kept version that passed its gate)
//   pnpm releases [<app>]                       (also says when a lock is left behind)
// Every command takes --target dir|storage (default dir, or RELEASE_TARGET) and --dir <path>
// (the release directory, default .releases/ or NORSECRAFT_RELEASE_DIR). Inside an app's folder
// the app may be left out. <app> is its folder (mfe-games) or federation name (mfe_games).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, findApp } from './lib/apps.mjs';
import { printTable } from './lib/print-table.mjs';
import { keepFromEnv, openTarget, releaseApp } from './lib/release/ship.mjs';
import { listReleases, rollback } from './lib/release/releases.mjs';
import { staticSiteSupabase, writeStaticSite } from './lib/release/static-site.mjs';
import { exitOnSignals, stoppingForSignal } from './lib/release/stop-on-signal.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    target: { type: 'string' },
    dir: { type: 'string' },
    to: { type: 'string' },
    source: { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
    'no-gate': { type: 'boolean', default: false },
  },
});
const log = (line) => console.log(`[release] ${line}`);
exitOnSignals(log);

/** The app named on the command line, or the one whose folder this runs in. */
function appArgument({ optional = false } = {}) {
  const name = positionals[0] ?? path.basename(process.cwd());
  if (!positionals[0] && optional && !APPS.some((app) => app.dir === name)) return null;
  return findApp(name);
}

try {
  const target = await openTarget({ target: values.target, dir: values.dir });
  if (command === 'ship') {
    const app = appArgument();
    const gate = values['no-gate'] ? undefined : (await import('./lib/release/gate.mjs')).gate;
    if (!gate) log('--no-gate: the candidate goes live without the canary');
    const result = await releaseApp(app, {
      target,
      sourceDir: values.source,
      test: !values['skip-tests'],
      gate,
      log,
    });
    log(`done: ${app.dir} ${result.version} (roll back with: pnpm release:rollback ${app.dir})`);
  } else if (command === 'rollback' || command === 'promote') {
    const app = appArgument();
    if (command === 'promote' && !values.to) throw new Error('promote needs --to <version>');
    const supabase = target.localDir ? staticSiteSupabase() : null;
    await rollback(target, app, { to: values.to, keep: keepFromEnv(), log });
    await writeStaticSite(target, { log, supabase });
  } else if (command === 'list') {
    const app = appArgument({ optional: true });
    const rows = await listReleases(target, app ? [app] : APPS);
    if (rows.length) printTable(rows);
    else console.log(`no releases on ${target.describe()} yet`);
    const lock = await target.describeLock();
    if (lock) console.log(`\n${lock}`);
  } else {
    throw new Error(`unknown command "${command}" (ship, rollback, promote or list)`);
  }
} catch (error) {
  // What failed because a signal stopped it (the canary closed under it) is not the story: the
  // signal's handler exits once everything is stopped.
  if (!stoppingForSignal()) {
    console.error(`[release] ${error.message}`);
    // 1, or the refusal's own code (EXIT_NO_LIVE_SHELL: a remote for a target without a shell).
    process.exit(error.exitCode ?? 1);
  }
}
